#include "FileFrameSource.h"

#include "FrameConversion.h"

#include <QFileInfo>
#include <QVideoSink>

namespace encarde::camera {

FileFrameSource::FileFrameSource(const QString& path, QVideoSink* sink, QObject* parent)
    : FrameSource(sink, parent), path_(path) {
    connect(&timer_, &QTimer::timeout, this, [this] {
        if (!deliverNextFrame()) {
            timer_.stop();
            emit finished();
        }
    });
}

bool FileFrameSource::start() {
    if (!QFileInfo::exists(path_)) {
        emit errorOccurred(tr("The video file %1 does not exist.").arg(path_));
        return false;
    }
    if (!capture_.isOpened() && !capture_.open(path_.toStdString())) {
        emit errorOccurred(tr("The video file %1 cannot be read.").arg(path_));
        return false;
    }
    double fps = requestedFps_;
    if (fps <= 0) {
        fps = capture_.get(cv::CAP_PROP_FPS);
        if (!(fps > 0 && fps <= 120)) fps = 15;  // files without a usable rate play at a calm 15 fps
    }
    timer_.start(static_cast<int>(1000.0 / fps));
    return true;
}

void FileFrameSource::stop() { timer_.stop(); }

QString FileFrameSource::description() const { return tr("Recorded footage: %1").arg(QFileInfo(path_).fileName()); }

bool FileFrameSource::deliverNextFrame() {
    if (!capture_.isOpened() && !capture_.open(path_.toStdString())) return false;
    cv::Mat bgr;
    if (!capture_.read(bgr) || bgr.empty()) {
        if (!looping_) return false;
        capture_.set(cv::CAP_PROP_POS_FRAMES, 0);
        if (!capture_.read(bgr) || bgr.empty()) return false;
    }
    const QVideoFrame frame = bgrToVideoFrame(bgr);
    if (!frame.isValid()) return false;
    ++delivered_;
    if (sink()) sink()->setVideoFrame(frame);
    return true;
}

}  // namespace encarde::camera
