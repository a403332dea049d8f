#pragma once
// Plays a recorded video file (MJPG .avi from the scene generator, or any file OpenCV reads) into
// the sink at the file's frame rate, optionally looping: the demo and the tests use it instead of
// a camera, through the same sink.

#include "FrameSource.h"

#include <QTimer>
#include <opencv2/videoio.hpp>

namespace encarde::camera {

class FileFrameSource : public FrameSource {
    Q_OBJECT
public:
    FileFrameSource(const QString& path, QVideoSink* sink, QObject* parent = nullptr);

    void setLooping(bool loop) { looping_ = loop; }
    // Frames per second to play at; 0 (default) uses the file's own rate.
    void setPlaybackRate(double fps) { requestedFps_ = fps; }

    bool start() override;
    void stop() override;
    bool isActive() const override { return timer_.isActive(); }
    QString description() const override;

    int framesDelivered() const { return delivered_; }

    // Reads the next frame and puts it in the sink; false at the end (after a loop, if looping).
    bool deliverNextFrame();

private:
    QString path_;
    cv::VideoCapture capture_;
    QTimer timer_;
    bool looping_ = false;
    double requestedFps_ = 0;
    int delivered_ = 0;
};

}  // namespace encarde::camera
