#include "ScanWorker.h"

#include "FrameConversion.h"

#include <QElapsedTimer>
#include <QMutexLocker>
#include <QVideoSink>

namespace encarde::camera {

ScanWorker::ScanWorker(ScanFunction scan, QObject* parent) : QObject(parent), scan_(std::move(scan)) {
    thread_.setObjectName(QStringLiteral("scanner"));
    runner_.moveToThread(&thread_);
    thread_.start();
}

ScanWorker::~ScanWorker() {
    detach();
    thread_.quit();
    thread_.wait();
}

void ScanWorker::attach(QVideoSink* sink) {
    detach();
    sink_ = sink;
    // Direct: the sink may emit from a capture thread; offer() only copies a handle under a lock.
    sinkConnection_ = connect(sink, &QVideoSink::videoFrameChanged, this,
                              [this](const QVideoFrame& frame) { offer(frame); }, Qt::DirectConnection);
}

void ScanWorker::detach() {
    if (sinkConnection_) disconnect(sinkConnection_);
    sink_ = nullptr;
}

void ScanWorker::offer(const QVideoFrame& frame) {
    bool startDrain = false;
    {
        QMutexLocker lock(&mutex_);
        ++stats_.offered;
        if (pending_.isValid()) ++stats_.dropped;
        pending_ = frame;
        pendingNumber_ = stats_.offered;
        if (!busy_) {
            busy_ = true;
            startDrain = true;
        }
    }
    if (startDrain) QMetaObject::invokeMethod(&runner_, [this] { drain(); }, Qt::QueuedConnection);
}

ScanWorker::Stats ScanWorker::stats() const {
    QMutexLocker lock(&mutex_);
    return stats_;
}

void ScanWorker::drain() {
    for (;;) {
        QVideoFrame frame;
        qint64 number = 0;
        {
            QMutexLocker lock(&mutex_);
            if (!pending_.isValid()) {
                busy_ = false;
                return;
            }
            frame = pending_;
            number = pendingNumber_;
            pending_ = QVideoFrame();
        }
        QElapsedTimer timer;
        timer.start();
        const cv::Mat bgr = videoFrameToBgr(frame);
        QVariant result;
        if (!bgr.empty()) result = scan_(bgr);
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        {
            QMutexLocker lock(&mutex_);
            ++stats_.scanned;
        }
        emit scanned(result, number, ms);
    }
}

}  // namespace encarde::camera
