// The camera path: recorded footage through the same QVideoSink as a live camera, a scan worker
// that never blocks the caller and drops stale frames, and a clear word when there is no camera.

#include "CameraFrameSource.h"
#include "FileFrameSource.h"
#include "FrameConversion.h"
#include "ScanWorker.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QVideoSink>

#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

using namespace encarde::camera;

namespace {
// Frame i of the test footage is a flat grey of level 20 + 10 i: easy to recognise after MJPG.
int levelOfFrame(int i) { return 20 + 10 * i; }

QString writeFootage(const QString& dir, int frames) {
    const QString path = dir + "/footage.avi";
    cv::VideoWriter writer(path.toStdString(), cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), 25, cv::Size(160, 120));
    if (!writer.isOpened()) return {};
    for (int i = 0; i < frames; ++i) writer.write(cv::Mat(120, 160, CV_8UC3, cv::Scalar::all(levelOfFrame(i))));
    return path;
}
}  // namespace

class CameraPathTest : public QObject {
    Q_OBJECT
private slots:
    void conversionKeepsPixels() {
        cv::Mat bgr(4, 6, CV_8UC3);
        for (int y = 0; y < bgr.rows; ++y)
            for (int x = 0; x < bgr.cols; ++x) bgr.at<cv::Vec3b>(y, x) = cv::Vec3b(uchar(x * 40), uchar(y * 60), uchar(200 - x));
        const QVideoFrame frame = bgrToVideoFrame(bgr);
        QVERIFY(frame.isValid());
        QCOMPARE(frame.size(), QSize(6, 4));
        const cv::Mat back = videoFrameToBgr(frame);
        QCOMPARE(back.type(), CV_8UC3);
        QCOMPARE(cv::norm(bgr, back, cv::NORM_INF), 0.0);
    }

    void emptyImagesGiveInvalidFrames() {
        QVERIFY(!bgrToVideoFrame(cv::Mat()).isValid());
        QVERIFY(videoFrameToBgr(QVideoFrame()).empty());
    }

    void footageReachesTheScannerInOrderAndStaleFramesAreDropped() {
        QTemporaryDir dir;
        const int frames = 12;
        const QString path = writeFootage(dir.path(), frames);
        QVERIFY2(!path.isEmpty(), "OpenCV could not write MJPG footage");

        QVideoSink sink;
        FileFrameSource source(path, &sink);
                ScanWorker worker([](const cv::Mat& bgr) {
            QThread::msleep(30);
            return QVariant(cv::mean(bgr)[0]);
        });
        worker.attach(&sink);
        QSignalSpy results(&worker, &ScanWorker::scanned);
        // Delivered back to back: all twelve arrive while the first 30 ms scan is still running.
        for (int i = 0; i < frames; ++i) QVERIFY(source.deliverNextFrame());
        QVERIFY(!source.deliverNextFrame());  // the end of the footage
        QTRY_COMPARE_WITH_TIMEOUT(worker.stats().scanned + worker.stats().dropped, qint64(frames), 5000);

        const auto stats = worker.stats();
        QCOMPARE(stats.offered, qint64(frames));
        QVERIFY2(stats.dropped > 0, "a 30 ms scanner fed at 200 fps must drop frames");
        QCOMPARE(results.size(), int(stats.scanned));
        qint64 previous = 0;
        for (const auto& r : results) {
            const qint64 number = r.at(1).toLongLong();
            QVERIFY(number > previous);  // results come in frame order, never stale after fresh
            previous = number;
            // Frame n (1-based) is grey level 20 + 10 (n - 1); MJPG keeps a flat grey within a step.
            QVERIFY(qAbs(r.at(0).toDouble() - levelOfFrame(int(number) - 1)) < 3.0);
        }
        QCOMPARE(previous, qint64(frames));  // the newest frame is always scanned
    }

    void playbackDeliversEveryFrameThenFinishes() {
        QTemporaryDir dir;
        const QString path = writeFootage(dir.path(), 5);
        QVideoSink sink;
        FileFrameSource source(path, &sink);
        source.setPlaybackRate(100);
        QSignalSpy frames(&sink, &QVideoSink::videoFrameChanged);
        QSignalSpy finished(&source, &FrameSource::finished);
        QVERIFY(source.start());
        QVERIFY(source.isActive());
        QVERIFY(finished.wait(5000));
        QCOMPARE(frames.size(), 5);
        QVERIFY(!source.isActive());
    }

    void loopingFootageStartsAgain() {
        QTemporaryDir dir;
        const QString path = writeFootage(dir.path(), 3);
        QVideoSink sink;
        FileFrameSource source(path, &sink);
        source.setLooping(true);
        for (int i = 0; i < 7; ++i) QVERIFY(source.deliverNextFrame());
        QCOMPARE(source.framesDelivered(), 7);
    }

    void missingFootageSaysWhichFile() {
        QVideoSink sink;
        FileFrameSource source("/nonexistent/reveal.avi", &sink);
        QSignalSpy errors(&source, &FrameSource::errorOccurred);
        QVERIFY(!source.start());
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().first().toString().contains("/nonexistent/reveal.avi"));
    }

    void noCameraIsReportedNotFatal() {
        if (!CameraFrameSource::availableCameras().isEmpty()) QSKIP("this machine has a camera");
        QVideoSink sink;
        CameraFrameSource source(&sink);
        QSignalSpy errors(&source, &FrameSource::errorOccurred);
        QVERIFY(!source.start());
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.first().first().toString().contains("No camera detected"));
        QVERIFY(!source.isActive());
    }
};

QTEST_GUILESS_MAIN(CameraPathTest)
#include "test_camera_path.moc"
