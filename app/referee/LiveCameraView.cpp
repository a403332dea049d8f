#include "LiveCameraView.h"

#include "DisplayText.h"
#include "FrameConversion.h"
#include "TableCamera.h"

#include <QPainter>
#include <QPainterPath>
#include <QVideoFrame>

#include <algorithm>
#include <optional>
#include <vector>

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
    // Outlines and clip dots first, then the labels, none over another label or a dot (cards in
    // a hand lie close together).
    const CameraReading& reading = camera_->lastReading();
    // The stable reading (what is proposed) in solid lines; while nothing is stable yet, this
    // frame's raw findings in dashed lines, so a moving hand does not flicker the overlay.
    const bool stable = !reading.stable.cards.empty();
    const vision::Observation& shown = stable ? reading.stable : reading.seen;
    struct Label {
        QPointF baseline;
        QString text, shortText;
    };
    std::vector<Label> labels;
    std::vector<QRectF> taken;
    for (const auto& card : shown.cards) {
        QPolygonF outline;
        for (const auto& c : card.corners) outline << map(c);
        const bool read = card.card.has_value() && stable;
        painter.setPen(QPen(read ? QColor(60, 220, 90) : QColor(250, 180, 0), 3, read ? Qt::SolidLine : Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(outline);
        const QString name = card.card ? cardFace(*card.card) + QStringLiteral(" ") + QString::number(qRound(card.confidence * 100)) + QStringLiteral("%")
                                  : tr("? unread");
        // At the card's index corner: in a hand, that is the corner left showing.
        labels.push_back({map(card.corners[0]) + QPointF(4, -6), name,
                          card.card ? cardFace(*card.card) : QStringLiteral("?")});
    }
    constexpr double kDotRadius = 10;
    for (const auto& clip : shown.clips) {
        const QPointF at = map(clip.at);
        painter.setPen(QPen(Qt::white, 2));
        painter.setBrush(clipPaintColour(clip.colour));
        painter.drawEllipse(at, kDotRadius, kDotRadius);
        taken.emplace_back(at - QPointF(kDotRadius, kDotRadius), QSizeF(2 * kDotRadius, 2 * kDotRadius));
        const QString colour = QString::fromUtf8(vision::clipColourName(clip.colour).data());
        const auto token = legend_.find(colour);
        const QString label = token == legend_.end() ? tr("%1 clip").arg(clipColourDisplayName(colour)) : tr("%1 clip = %2").arg(clipColourDisplayName(colour), tokenDisplayName(token.value()));
        labels.push_back({at + QPointF(kDotRadius + 4, 5), label,
                          token == legend_.end() ? QString() : tokenDisplayName(token.value())});
    }
    const QFontMetricsF metrics(font);
    const auto clashes = [&](const QRectF& r) {
        return std::any_of(taken.begin(), taken.end(), [&](const QRectF& t) { return t.intersects(r); });
    };
    // Nearest free place for a label: as asked, one line lower, one higher, two lower, ...
    // within the picture; then the same on the other side of the card corner or clip.
    const auto freePlace = [&](QPointF baseline, const QString& text) -> std::optional<QRectF> {
        QRectF asked = metrics.boundingRect(text).translated(baseline).adjusted(-3, -2, 3, 2);
        asked.moveLeft(std::clamp(asked.left(), target.left(), std::max(target.left(), target.right() - asked.width())));
        asked.moveTop(std::clamp(asked.top(), target.top(), std::max(target.top(), target.bottom() - asked.height())));
        for (const double dx : {0.0, -(asked.width() + 2 * kDotRadius + 8)})
            for (int k = 0; k <= 12; ++k) {
                const QRectF moved = asked.translated(dx, (k % 2 ? 1 : -1) * ((k + 1) / 2) * metrics.height());
                if (target.contains(moved) && !clashes(moved)) return moved;
            }
        return std::nullopt;
    };
    for (const auto& [baseline, text, shortText] : labels) {
        // A crowded picture (a small view, a tight hand) gets the short label, or none: the list
        // above the picture says it all in words.
        std::optional<QRectF> box = freePlace(baseline, text);
        QString shown = text;
        if (!box && !shortText.isEmpty()) {
            box = freePlace(baseline, shortText);
            shown = shortText;
        }
        if (!box) continue;
        taken.push_back(*box);
        QPainterPath path;
        path.addText(box->topLeft() + QPointF(3, 2 + metrics.ascent()), font, shown);
        painter.strokePath(path, QPen(Qt::black, 4));
        painter.fillPath(path, Qt::white);
    }
}

}  // namespace encarde::ui
