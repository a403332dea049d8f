#pragma once
// Where frames come from: a webcam or recorded footage. Both feed the same QVideoSink, which the
// live view shows and the scan worker reads.

#include <QObject>
#include <QString>

class QVideoSink;

namespace encarde::camera {

class FrameSource : public QObject {
    Q_OBJECT
public:
    explicit FrameSource(QVideoSink* sink, QObject* parent = nullptr) : QObject(parent), sink_(sink) {}
    QVideoSink* sink() const { return sink_; }

    // Starts delivering frames; false (and errorOccurred) when it cannot.
    virtual bool start() = 0;
    virtual void stop() = 0;
    virtual bool isActive() const = 0;
    // What the user sees in the status line: "Camera: Logitech C920", "Demo: reveal.avi".
    virtual QString description() const = 0;

signals:
    // A sentence for the banner, e.g. "No camera detected" or "The camera was disconnected".
    void errorOccurred(const QString& message);
    void finished();  // footage ended (files only)

private:
    QVideoSink* sink_;
};

}  // namespace encarde::camera
