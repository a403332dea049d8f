#include "TableCamera.h"

#include "CameraFrameSource.h"
#include "DisplayText.h"
#include "FileFrameSource.h"
#include "ScanWorker.h"
#include "Scanner.h"
#include "StabilityTracker.h"

#include <algorithm>

namespace encarde::ui {

CardProposal proposalFrom(const vision::Observation& stable, const ClipLegend& legend) {
    struct Placed {
        float x;
        int index;
    };
    std::vector<Placed> order;
    for (size_t i = 0; i < stable.cards.size(); ++i) {
        float x = 0;
        for (const auto& c : stable.cards[i].corners) x += c.x;
        order.push_back({x / 4, static_cast<int>(i)});
    }
    std::sort(order.begin(), order.end(), [](const Placed& a, const Placed& b) { return a.x < b.x; });
    CardProposal out;
    for (const auto& placed : order) {
        const vision::SeenCard& seen = stable.cards[placed.index];
        if (!seen.card) {
            ++out.unreadCards;
            continue;
        }
        PlayedCard played{*seen.card, Token::None};
        for (const auto& clip : stable.clips) {
            if (clip.cardIndex != placed.index) continue;
            const QString colour = QString::fromUtf8(vision::clipColourName(clip.colour).data());
            const auto token = legend.find(colour);
            const QString name = cardFace(*seen.card);
            if (token == legend.end()) {
                out.clipNotes << QObject::tr("%1 clip on %2: no token in the legend").arg(clipColourDisplayName(colour), name);
            } else if (played.token == Token::None) {
                played.token = token.value();
                out.clipNotes << QObject::tr("%1 clip on %2: %3").arg(clipColourDisplayName(colour), name, tokenDisplayName(token.value()));
            } else {
                out.clipNotes << QObject::tr("a second clip (%1) on %2 is ignored: one token per card (R6)").arg(clipColourDisplayName(colour), name);
            }
        }
        out.cards.push_back(played);
    }
    return out;
}

std::shared_ptr<const vision::Scanner> TableCamera::ScannerInUse::current() {
    const std::lock_guard<std::mutex> hold(lock);
    if (scanner) return scanner;
    // The standard scanner lives as long as the program: held by no one (an aliasing pointer).
    return std::shared_ptr<const vision::Scanner>(std::shared_ptr<const vision::Scanner>(), &vision::Scanner::standard());
}

TableCamera::TableCamera(QObject* parent) : QObject(parent) {
    // The tracker lives in the scan function: the worker calls it on its thread, one frame at a time.
    auto tracker = std::make_shared<vision::StabilityTracker>(3, 1);
    worker_ = std::make_unique<camera::ScanWorker>([tracker, reset = resetTracker_, inUse = scanner_](const cv::Mat& bgr) {
        if (reset->exchange(false)) tracker->reset();
        const std::shared_ptr<const vision::Scanner> scanner = inUse->current();
        CameraReading reading;
        reading.seen = scanner->scan(bgr);
        reading.stable = tracker->update(reading.seen);
        return QVariant::fromValue(reading);
    });
    connect(worker_.get(), &camera::ScanWorker::scanned, this, [this](const QVariant& result) { onScanned(result); });
    worker_->attach(&sink_);
}

TableCamera::~TableCamera() {
    stop();
    worker_.reset();  // waits for a running scan
}

void TableCamera::attachSource(std::unique_ptr<camera::FrameSource> source) {
    stop();
    source_ = std::move(source);
    connect(source_.get(), &camera::FrameSource::errorOccurred, this, &TableCamera::unavailable);
}

bool TableCamera::startCamera(const QByteArray& deviceId, const QSize& resolution) {
    attachSource(std::make_unique<camera::CameraFrameSource>(&sink_, deviceId, resolution));
    return source_->start();
}

bool TableCamera::startFile(const QString& path, bool loop) {
    auto file = std::make_unique<camera::FileFrameSource>(path, &sink_);
    file->setLooping(loop);
    attachSource(std::move(file));
    return source_->start();
}

void TableCamera::setScanning(bool on) {
    if (on == scanning_) return;
    scanning_ = on;
    if (on) worker_->attach(&sink_);
    else worker_->detach();
}

void TableCamera::clearProposal() {
    resetTracker_->store(true);
    reading_ = {};
    proposal_ = {};
    emit proposalChanged(proposal_);
}

void TableCamera::reloadTaughtDeck() {
    std::shared_ptr<const vision::Scanner> fresh = vision::Scanner::loadStandard();
    {
        const std::lock_guard<std::mutex> hold(scanner_->lock);
        scanner_->scanner = std::move(fresh);
    }
    clearProposal();  // what was seen before is read again with the new lesson
}

void TableCamera::stop() {
    if (source_) source_->stop();
}

bool TableCamera::running() const { return source_ && source_->isActive(); }
QString TableCamera::description() const { return source_ ? source_->description() : tr("No camera"); }

void TableCamera::onScanned(const QVariant& result) {
    if (!scanning_) return;  // a scan that finished after scanning was paused
    reading_ = result.value<CameraReading>();
    emit readingChanged();
    const CardProposal next = proposalFrom(reading_.stable, legend_);
    if (next.cards.empty() && next.unreadCards == 0) return;  // an empty table keeps the last proposal
    if (next == proposal_) return;
    proposal_ = next;
    emit proposalChanged(proposal_);
}

}  // namespace encarde::ui
