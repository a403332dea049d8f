#include "CameraFrameSource.h"

#include <QCamera>
#include <QMediaDevices>
#include <QVideoSink>

namespace encarde::camera {

CameraFrameSource::CameraFrameSource(QVideoSink* sink, const QByteArray& deviceId, const QSize& resolution,
                                     QObject* parent)
    : FrameSource(sink, parent), deviceId_(deviceId), resolution_(resolution) {
    session_.setVideoSink(sink);
}

CameraFrameSource::~CameraFrameSource() = default;

QList<QCameraDevice> CameraFrameSource::availableCameras() { return QMediaDevices::videoInputs(); }

bool CameraFrameSource::start() {
    const auto cameras = availableCameras();
    device_ = QCameraDevice();
    for (const QCameraDevice& c : cameras)
        if (deviceId_.isEmpty() ? c.isDefault() : c.id() == deviceId_) device_ = c;
    if (device_.isNull() && !cameras.isEmpty()) device_ = cameras.first();
    if (device_.isNull()) {
        emit errorOccurred(tr("No camera detected. Enter the cards by hand, or connect a camera and choose it in Settings."));
        return false;
    }
    camera_ = std::make_unique<QCamera>(device_);
    if (resolution_.isValid()) {
        for (const QCameraFormat& f : device_.videoFormats())
            if (f.resolution() == resolution_) {
                camera_->setCameraFormat(f);
                break;
            }
    }
    connect(camera_.get(), &QCamera::errorOccurred, this, [this](QCamera::Error, const QString& text) {
        emit errorOccurred(tr("Camera problem: %1. The game goes on by hand.").arg(text));
    });
    session_.setCamera(camera_.get());
    camera_->start();
    return true;
}

void CameraFrameSource::stop() {
    if (camera_) camera_->stop();
}

bool CameraFrameSource::isActive() const { return camera_ && camera_->isActive(); }

QString CameraFrameSource::description() const {
    return device_.isNull() ? tr("No camera") : tr("Camera: %1").arg(device_.description());
}

}  // namespace encarde::camera
