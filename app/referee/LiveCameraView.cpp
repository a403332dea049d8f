#include "LiveCameraView.h"

#include "DisplayText.h"
#include "FrameConversion.h"
#include "TableCamera.h"

#include <QPainter>
#include <QPainterPath>
#include <QVideoFrame>

namespace encarde::ui {

namespace {
QColor clipPaintColour(vision::ClipColour c) {
    switch (c) {
    case vision::ClipColour::Red: return QColor(220, 40, 40);
    case vision::ClipColour::Orange: return QColor(240, 140, 20);
    case vision::ClipColour::Yellow: return QColor(240, 220, 40);
    case vision::ClipColour::Green: return QColor(40, 170, 60);
    case vision::ClipColour::Blue: return QColor(40, 90, 220);
    case vision::ClipColour::Purple: return QColor(140, 60, 180);
    case vision::ClipColour::Pink: return QColor(240, 120, 180);
    case vision::ClipColour::Black: return QColor(20, 20, 20);
    default: return QColor(128, 128, 128);
    }
}
}  // namespace

LiveCameraView::LiveCameraView(TableCamera* camera, QWidget* parent) : QWidget(parent), camera_(camera) {
    setObjectName(QStringLiteral("liveCameraView"));
    setAccessibleName(tr("Camera view of the played cards"));
    setMinimumSize(320, 180);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(camera_->sink(), &QVideoSink::videoFrameChanged, this, [this](const QVideoFrame& frame) {
        if (!isVisible()) return;  // nothing to paint: skip the conversion
        // Converted on the CPU (as the scanner does): QVideoFrame::toImage would start a GPU
        // context for this, which costs about 100 MB with a software renderer.
        const cv::Mat bgr = camera::videoFrameToBgr(frame);
        if (bgr.empty()) return;
        frame_ = QImage(bgr.data, bgr.cols, bgr.rows, static_cast<qsizetype>(bgr.step), QImage::Format_BGR888).copy();
        update();
    });
    connect(camera_, &TableCamera::readingChanged, this, qOverload<>(&QWidget::update));
}

void LiveCameraView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), QColor(30, 30, 30));
    if (frame_.isNull()) {
        painter.setPen(Qt::white);
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("No camera picture: enter the cards by hand."));
        return;
    }
    const QSizeF scaled = QSizeF(frame_.size()).scaled(size(), Qt::KeepAspectRatio);
    const QRectF target(QPointF((width() - scaled.width()) / 2, (height() - scaled.height()) / 2), scaled);
    painter.drawImage(target, frame_);
    const double sx = target.width() / frame_.width(), sy = target.height() / frame_.height();
    auto map = [&](const cv::Point2f& p) { return QPointF(target.left() + p.x * sx, target.top() + p.y * sy); };

    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = painter.font();
    font.setPointSizeF(font.pointSizeF() * 1.1);
    font.setBold(true);
    painter.setFont(font);
    const CameraReading& reading = camera_->lastReading();
    // The stable reading (what is proposed) in solid lines; while nothing is stable yet, this
    // frame's raw findings in dashed lines, so a moving hand does not flicker the overlay.
    const bool stable = !reading.stable.cards.empty();
    const vision::Observation& shown = stable ? reading.stable : reading.seen;
    for (const auto& card : shown.cards) {
        QPolygonF outline;
        for (const auto& c : card.corners) outline << map(c);
        const bool read = card.card.has_value() && stable;
        painter.setPen(QPen(read ? QColor(60, 220, 90) : QColor(250, 180, 0), 3, read ? Qt::SolidLine : Qt::DashLine));
        painter.drawPolygon(outline);
        const QString name = card.card ? cardFace(*card.card) + QStringLiteral(" ") + QString::number(qRound(card.confidence * 100)) + QStringLiteral("%")
                                  : tr("? unread");
        const QPointF at = outline.boundingRect().topLeft() + QPointF(4, -6);
        QPainterPath path;
        path.addText(at, font, name);
        painter.strokePath(path, QPen(Qt::black, 4));
        painter.fillPath(path, Qt::white);
    }
    for (const auto& clip : shown.clips) {
        const QPointF at = map(clip.at);
        painter.setPen(QPen(Qt::white, 2));
        painter.setBrush(clipPaintColour(clip.colour));
        painter.drawEllipse(at, 10, 10);
        const QString colour = QString::fromUtf8(vision::clipColourName(clip.colour).data());
        const auto token = legend_.find(colour);
        const QString label = token == legend_.end() ? tr("%1 clip").arg(clipColourDisplayName(colour)) : tr("%1 clip = %2").arg(clipColourDisplayName(colour), tokenDisplayName(token.value()));
        QPainterPath path;
        path.addText(at + QPointF(14, 5), font, label);
        painter.strokePath(path, QPen(Qt::black, 4));
        painter.fillPath(path, Qt::white);
    }
}

}  // namespace encarde::ui
