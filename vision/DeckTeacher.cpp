#include "DeckTeacher.h"

#include "CardFinder.h"
#include "CardGeometry.h"
#include "IndexGlyphs.h"
#include "Scanner.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>

namespace encarde::vision {

std::string taughtModelPath() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("taught-glyphs.yml.gz")).toStdString();
}

std::string earlierTaughtModelPath() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return QDir(dir).filePath(QStringLiteral("EnCarde/encarde-referee/taught-glyphs.yml.gz")).toStdString();
}

Adoption adoptEarlierTaught(const std::string& earlierPath, const std::string& modelPath) {
    if (earlierPath == modelPath || !QFileInfo::exists(QString::fromStdString(earlierPath))) return Adoption::NothingEarlier;
    GlyphModel earlier, joined;
    if (!earlier.load(earlierPath)) return Adoption::Failed;
    joined.load(modelPath);  // what was taught here already, if anything
    joined.merge(earlier);
    QDir().mkpath(QFileInfo(QString::fromStdString(modelPath)).absolutePath());
    if (!joined.save(modelPath)) return Adoption::Failed;
    QFile::remove(QString::fromStdString(earlierPath));
    return Adoption::Adopted;
}

std::string failedAdoptionWarning(const std::string& earlierPath, const std::string& modelPath) {
    return "the decks taught earlier, in " + earlierPath + ", could not be joined to those in " + modelPath +
           " (the earlier file unreadable, or that folder not writable), so the camera does not use them: make the folder "
           "writable and start again, or teach those decks again";
}

std::optional<Card> cardFromTeachingName(const QString& fileName) {
    static const QRegularExpression pattern(QStringLiteral("^(10|[2-9TJQKA])([SHDC])(?:[-_ .].*)?$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = pattern.match(QFileInfo(fileName).completeBaseName());
    if (!m.hasMatch()) return std::nullopt;
    return parseCard((m.captured(1) + m.captured(2)).toStdString());
}

namespace {
enum class Learning { Learned, NoCard, NoIndex };
// teachCard, saying which way it failed.
Learning learnCard(GlyphModel& model, const cv::Mat& bgr, Card card) {
    std::vector<CardCandidate> candidates = findCardCandidates(bgr);
    // (An outline as long as a hand is no card to learn from.)
    std::erase_if(candidates, [](const CardCandidate& c) { return c.handLength; });
    if (candidates.empty()) return Learning::NoCard;
    const auto largest = std::max_element(candidates.begin(), candidates.end(), [](const auto& a, const auto& b) {
        return quadArea(a.corners) < quadArea(b.corners);
    });
    const Quad upright = orderAsUprightCard(largest->corners);
    const cv::Mat canonical = warpCanonical(bgr, upright);
    cv::Mat turned;
    turnHalf(canonical, turned);
    int learned = 0;
    // Teach from every corner that shows an index: both turns, left and right.
    for (const cv::Mat* face : std::array<const cv::Mat*, 2>{&canonical, &turned})
        for (IndexCorner corner : {IndexCorner::TopLeft, IndexCorner::TopRight}) {
            const IndexGlyphs glyphs = extractIndexGlyphs(*face, corner);
            if (!glyphs.found) continue;
            model.add(GlyphKind::Rank, card.rank, glyphs.rankFeature);
            model.add(GlyphKind::Suit, static_cast<int>(card.suit), glyphs.suitFeature);
            ++learned;
            break;  // one corner per turn: the other side of the same turn is a picture, not an index
        }
    // A court card's picture is learned too, both ways up: some decks print no rank letter on
    // their court cards (only the suit sign), and the picture is then all that names them.
    if (isFaceRank(card.rank)) {
        model.courtPictures().add(card, courtPictureSignature(canonical));
        model.courtPictures().add(card, courtPictureSignature(turned));
        ++learned;
    }
    return learned > 0 ? Learning::Learned : Learning::NoIndex;
}
}  // namespace

bool teachCard(GlyphModel& model, const cv::Mat& bgr, Card card, QString* problem) {
    const Learning learning = learnCard(model, bgr, card);
    if (problem && learning == Learning::NoCard) *problem = QStringLiteral("no card found in the picture");
    if (problem && learning == Learning::NoIndex) *problem = QStringLiteral("no rank and suit found in the card's corners");
    return learning == Learning::Learned;
}

Forgetting forgetTaught(const std::string& modelPath) {
    const QString path = QString::fromStdString(modelPath);
    if (!QFileInfo::exists(path)) return Forgetting::NothingTaught;
    return QFile::remove(path) ? Forgetting::Forgotten : Forgetting::CannotRemove;
}

namespace {
bool saveTaught(const GlyphModel& taught, const std::string& modelPath) {
    QDir().mkpath(QFileInfo(QString::fromStdString(modelPath)).absolutePath());
    return taught.save(modelPath);
}
}  // namespace

ShownLesson teachShownCard(const cv::Mat& bgr, Card card, const Scanner& reading, const std::string& modelPath) {
    using Outcome = ShownLesson::Outcome;
    ShownLesson lesson;
    const Observation seen = reading.scan(bgr);
    lesson.cardsInView = seen.cards.size();
    if (seen.cards.size() > 1) {
        lesson.outcome = Outcome::SeveralCards;
        return lesson;
    }
    if (seen.cards.size() == 1 && seen.cards.front().card && *seen.cards.front().card != card) {
        lesson.outcome = Outcome::ReadAsAnother;
        lesson.readAs = seen.cards.front().card;
        return lesson;
    }
    // (Learned as teachCard learns, from the finder's largest card: a card the scanner leaves
    // out, an index it cannot read, may still be a card to learn.)
    GlyphModel taught;
    taught.load(modelPath);  // add to what was taught before
    switch (learnCard(taught, bgr, card)) {
    case Learning::NoCard: lesson.outcome = Outcome::NoCard; return lesson;
    case Learning::NoIndex: lesson.outcome = Outcome::NoIndex; return lesson;
    case Learning::Learned: break;
    }
    lesson.outcome = saveTaught(taught, modelPath) ? Outcome::Learned : Outcome::CannotSave;
    return lesson;
}

TeachSummary teachFromDirectory(const QString& directory, const std::string& modelPath,
                                const std::function<void(int done, int total)>& onPicture) {
    TeachSummary summary;
    GlyphModel taught;
    taught.load(modelPath);  // add to what was taught before
    const QDir dir(directory);
    const QStringList files = dir.entryList({QStringLiteral("*.jpg"), QStringLiteral("*.jpeg"), QStringLiteral("*.png"),
                                             QStringLiteral("*.JPG"), QStringLiteral("*.PNG")},
                                            QDir::Files, QDir::Name);
    if (files.isEmpty()) summary.problems << QStringLiteral("%1: no pictures (.jpg, .png) found").arg(directory);
    // One picture taught, or the reason it teaches nothing.
    const auto teachPicture = [&](const QString& name) {
        const std::optional<Card> card = cardFromTeachingName(name);
        if (!card) {
            summary.problems << QStringLiteral("%1: name it after its card, e.g. QS.jpg or 10H-2.png").arg(name);
            return;
        }
        const cv::Mat image = cv::imread(dir.filePath(name).toStdString(), cv::IMREAD_COLOR);
        if (image.empty()) {
            summary.problems << QStringLiteral("%1: cannot be read as a picture").arg(name);
            return;
        }
        QString problem;
        if (teachCard(taught, image, *card, &problem)) {
            ++summary.learned;
            summary.courtCards += isFaceRank(card->rank);
        } else {
            summary.problems << QStringLiteral("%1: %2").arg(name, problem);
        }
    };
    for (int i = 0; i < files.size(); ++i) {
        teachPicture(files[i]);
        if (onPicture) onPicture(i + 1, static_cast<int>(files.size()));
    }
    if (summary.learned > 0 && !saveTaught(taught, modelPath))
        summary.problems << QStringLiteral("cannot save %1").arg(QString::fromStdString(modelPath));
    return summary;
}

}  // namespace encarde::vision
