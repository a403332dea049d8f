#include "DeckLibrary.h"

#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QSvgRenderer>

#include <algorithm>

namespace encarde::vision::tools {

namespace {
// Decks we cannot use: German/Swiss suits (xskat-german, swiss-xvii), not playing cards
// (future), dark faces (oxygen), an index without the suit under the rank (oxygen-air,
// oxygen-white), or faces that Qt's SVG renderer draws blank or without
// indices (anglo_poker, simplistic, tango_nuevo).
const QStringList kSkippedDecks = {
    QStringLiteral("kde-xskat-german"), QStringLiteral("gnome-swiss-xvii"), QStringLiteral("kde-future"),
    QStringLiteral("kde-oxygen"), QStringLiteral("kde-oxygen-air"), QStringLiteral("kde-oxygen-white"),
    QStringLiteral("gnome-anglo_poker"), QStringLiteral("gnome-simplistic"),
    QStringLiteral("gnome-tango_nuevo"), QStringLiteral("gnome-atlasnye_skat")};

QString rankWord(int rank) {
    switch (rank) {
    case kJack: return QStringLiteral("jack");
    case kQueen: return QStringLiteral("queen");
    case kKing: return QStringLiteral("king");
    case kAce: return QStringLiteral("1");
    default: return QString::number(rank);
    }
}

QString suitWord(Suit s) {
    switch (s) {
    case Suit::Spades: return QStringLiteral("spade");
    case Suit::Hearts: return QStringLiteral("heart");
    case Suit::Diamonds: return QStringLiteral("diamond");
    case Suit::Clubs: return QStringLiteral("club");
    }
    return {};
}

void addDecksFrom(QList<DeckInfo>& out, const QString& root, const QString& prefix, bool nestedDirs) {
    QDir dir(root);
    if (!dir.exists()) return;
    QStringList files;
    if (nestedDirs) {
        for (const QString& sub : dir.entryList({QStringLiteral("svg-*")}, QDir::Dirs))
            for (const QString& f : QDir(dir.filePath(sub)).entryList({QStringLiteral("*.svgz")}, QDir::Files))
                files << QDir(dir.filePath(sub)).filePath(f);
    } else {
        for (const QString& f : dir.entryList({QStringLiteral("*.svgz")}, QDir::Files)) files << dir.filePath(f);
    }
    for (const QString& f : files) {
        QString name = nestedDirs ? QFileInfo(f).dir().dirName().mid(4) : QFileInfo(f).completeBaseName();
        // Non-ASCII duplicate names (a Cyrillic copy of "atlasnye") are left out.
        if (std::any_of(name.begin(), name.end(), [](QChar c) { return c.unicode() > 127; })) continue;
        name = prefix + name;
        if (kSkippedDecks.contains(name)) continue;
        out.push_back({name, f});
    }
}
}  // namespace

QList<DeckInfo> availableDecks() {
    QList<DeckInfo> decks;
    addDecksFrom(decks, QStringLiteral("/usr/share/carddecks"), QStringLiteral("kde-"), true);
    addDecksFrom(decks, QStringLiteral("/usr/share/aisleriot/cards"), QStringLiteral("gnome-"), false);
    std::sort(decks.begin(), decks.end(), [](const DeckInfo& a, const DeckInfo& b) { return a.name < b.name; });
    return decks;
}

QStringList heldOutDeckNames() {
    return {QStringLiteral("gnome-bellot"), QStringLiteral("gnome-lattmann"), QStringLiteral("gnome-tango"),
            QStringLiteral("kde-jolly-royal"), QStringLiteral("kde-penguins")};
}

QList<DeckInfo> trainingDecks() {
    QList<DeckInfo> out;
    const QStringList heldOut = heldOutDeckNames();
    for (const DeckInfo& d : availableDecks())
        if (!heldOut.contains(d.name)) out.push_back(d);
    return out;
}

QList<DeckInfo> decksNamed(const QStringList& names) {
    QList<DeckInfo> out;
    const QList<DeckInfo> all = availableDecks();
    for (const QString& n : names)
        for (const DeckInfo& d : all)
            if (d.name == n) out.push_back(d);
    return out;
}

Deck::Deck(const DeckInfo& info) : info_(info), renderer_(std::make_unique<QSvgRenderer>(info.path)) {
    rankFirst_ = renderer_->elementExists(QStringLiteral("king_heart"));
}

Deck::~Deck() = default;

bool Deck::isValid() const {
    return renderer_->isValid() && renderer_->elementExists(elementId(Card{kAce, Suit::Spades}));
}

QString Deck::elementId(Card card) const {
    return rankFirst_ ? rankWord(card.rank) + QLatin1Char('_') + suitWord(card.suit)
                      : suitWord(card.suit) + QLatin1Char('_') + rankWord(card.rank);
}

double Deck::aspect() const {
    const QString id = elementId(Card{kKing, Suit::Hearts});
    const QRectF r = renderer_->transformForElement(id).mapRect(renderer_->boundsOnElement(id));
    return r.width() > 0 ? r.height() / r.width() : 1.4;
}

QImage Deck::renderFace(Card card, int width) const {
    const int height = std::max(1, static_cast<int>(width * aspect() + 0.5));
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    renderer_->render(&painter, elementId(card), QRectF(0, 0, width, height));
    return image;
}

}  // namespace encarde::vision::tools
