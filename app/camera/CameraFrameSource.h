#pragma once
// A webcam through Qt Multimedia. With no camera it reports "No camera detected" and stays idle;
// a camera lost mid-game is reported too, so the app can switch to manual entry.

#include "FrameSource.h"

#include <QByteArray>
#include <QCameraDevice>
#include <QMediaCaptureSession>
#include <QSize>
#include <memory>

class QCamera;

namespace encarde::camera {

class CameraFrameSource : public FrameSource {
    Q_OBJECT
public:
    // deviceId empty: the system's default camera. resolution empty: the camera's default.
    CameraFrameSource(QVideoSink* sink, const QByteArray& deviceId = {}, const QSize& resolution = {},
                      QObject* parent = nullptr);
    ~CameraFrameSource() override;

    bool start() override;
    void stop() override;
    bool isActive() const override;
    QString description() const override;

    static QList<QCameraDevice> availableCameras();

private:
    QByteArray deviceId_;
    QSize resolution_;
    QCameraDevice device_;
    QMediaCaptureSession session_;
    std::unique_ptr<QCamera> camera_;
};

}  // namespace encarde::camera
