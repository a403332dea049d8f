#pragma once
// The camera path of the referee: frames from a webcam (QCamera) or demo footage (a file) go into
// one QVideoSink; the ScanWorker runs the vision scanner and the stability tracker on its own
// thread; what is stable becomes a proposal: the cards left to right, each clip turned into its
// token by the table's colour legend. The UI thread never scans.

#include "AppSettings.h"
#include "Observation.h"

#include <QObject>
#include <QVideoSink>

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace encarde::vision {
class Scanner;
}

namespace encarde::camera {
class FrameSource;
class ScanWorker;
}  // namespace encarde::camera

namespace encarde::ui {

// One scan: what the scanner saw in that frame, and what has been stable over several frames.
struct CameraReading {
    vision::Observation seen;
    vision::Observation stable;
};

// The played cards the camera proposes, left to right.
struct CardProposal {
    std::vector<PlayedCard> cards;
    int unreadCards = 0;      // cards seen whose identity could not be read
    QStringList clipNotes;    // "red clip on KH: Mult", for the player to check
    bool operator==(const CardProposal& o) const { return cards == o.cards && unreadCards == o.unreadCards; }
};

// Pure: orders the stable cards by their centre from left to right and maps clips by the legend.
CardProposal proposalFrom(const vision::Observation& stable, const ClipLegend& legend);

class TableCamera : public QObject {
    Q_OBJECT
public:
    explicit TableCamera(QObject* parent = nullptr);
    ~TableCamera() override;

    QVideoSink* sink() { return &sink_; }
    // Opens the webcam from the settings, or plays a video file (the demo) in a loop.
    bool startCamera(const QByteArray& deviceId, const QSize& resolution);
    bool startFile(const QString& path, bool loop = true);
    void stop();
    bool running() const;
    QString description() const;
    camera::FrameSource* source() const { return source_.get(); }
    camera::ScanWorker* worker() const { return worker_.get(); }

    void setLegend(const ClipLegend& legend) { legend_ = legend; }
    // Scans only while someone looks at the reading (the Lock In screen): the picture keeps
    // flowing to the live view either way, and an idle table costs no scanning.
    void setScanning(bool on);
    bool scanning() const { return scanning_; }
    // A new player's cards: forget the last proposal and what the tracker has seen.
    void clearProposal();
    const CameraReading& lastReading() const { return reading_; }
    const CardProposal& proposal() const { return proposal_; }
    // Scans from the next frame on with the glyphs and pictures the user has taught since the
    // program started (teach my deck), read afresh from the file.
    void reloadTaughtDeck();
    // The scanner the camera reads with now (the standard one, or with the decks taught since).
    std::shared_ptr<const vision::Scanner> readingScanner() const { return scanner_->current(); }

signals:
    void readingChanged();
    void proposalChanged(const encarde::ui::CardProposal& proposal);
    // The camera could not start or was lost: the game goes on by hand.
    void unavailable(const QString& message);

private:
    void attachSource(std::unique_ptr<camera::FrameSource> source);
    void onScanned(const QVariant& result);

    QVideoSink sink_;
    std::unique_ptr<camera::FrameSource> source_;
    std::unique_ptr<camera::ScanWorker> worker_;
    ClipLegend legend_;
    bool scanning_ = true;
    std::shared_ptr<std::atomic<bool>> resetTracker_ = std::make_shared<std::atomic<bool>>(false);
    // The scanner the worker scans with: the standard one until the user teaches a deck, then one
    // read afresh (swapped between scans, under the lock).
    struct ScannerInUse {
        std::mutex lock;
        std::shared_ptr<const vision::Scanner> scanner;
        std::shared_ptr<const vision::Scanner> current();
    };
    std::shared_ptr<ScannerInUse> scanner_ = std::make_shared<ScannerInUse>();
    CameraReading reading_;
    CardProposal proposal_;
};

}  // namespace encarde::ui

Q_DECLARE_METATYPE(encarde::ui::CameraReading)
