#pragma once
// Runs the scanner on its own thread so the UI never waits for it. It keeps only the newest frame
// while a scan is running (older ones are dropped, and counted), and reports each result with the
// frame's number. Whatever a scan returns travels as a QVariant, so this class knows nothing of
// cards: the app wraps the vision scanner in the scan function.

#include <QMutex>
#include <QObject>
#include <QThread>
#include <QVariant>
#include <QVideoFrame>
#include <opencv2/core.hpp>

#include <functional>

class QVideoSink;

namespace encarde::camera {

class ScanWorker : public QObject {
    Q_OBJECT
public:
    using ScanFunction = std::function<QVariant(const cv::Mat& bgr)>;

    explicit ScanWorker(ScanFunction scan, QObject* parent = nullptr);
    ~ScanWorker() override;  // waits for a running scan, then stops the thread

    // Every frame the sink shows is offered to the worker.
    void attach(QVideoSink* sink);
    void detach();

    // Thread-safe; returns at once.
    void offer(const QVideoFrame& frame);

    struct Stats {
        qint64 offered = 0;
        qint64 scanned = 0;
        qint64 dropped = 0;  // replaced by a newer frame before the scanner got to them
    };
    Stats stats() const;

signals:
    void scanned(const QVariant& result, qint64 frameNumber, double milliseconds);

private:
    void drain();  // on the worker thread: scan the newest frame until none is waiting

    ScanFunction scan_;
    QThread thread_;
    QObject runner_;  // lives on thread_; queued calls to it run there
    QVideoSink* sink_ = nullptr;
    QMetaObject::Connection sinkConnection_;

    mutable QMutex mutex_;
    QVideoFrame pending_;
    qint64 pendingNumber_ = 0;
    bool busy_ = false;
    Stats stats_;
};

}  // namespace encarde::camera
