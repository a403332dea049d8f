#pragma once
// Card faces rendered from the SVG decks that Debian ships (kdegames-card-data-kf5 under
// /usr/share/carddecks/svg-*, gnome-cards-data under /usr/share/aisleriot/cards). Used by the
// scene generator and the glyph-model trainer only; the scanner never touches SVG.

#include "Card.h"

#include <QImage>
#include <QString>
#include <QStringList>

#include <memory>

class QSvgRenderer;

namespace encarde::vision::tools {

struct DeckInfo {
    QString name;  // short stable name, e.g. "kde-oxygen", "gnome-anglo"
    QString path;  // the .svgz file
};

// Every deck with French suits (spades, hearts, diamonds, clubs) and all 52 cards named in a
// way we understand, sorted by name. Decks with German/Italian/Swiss suits are left out.
QList<DeckInfo> availableDecks();
// Deck designs kept out of the glyph model's training so tests measure how well it generalises
// to designs it never saw; the training decks are all the others.
QStringList heldOutDeckNames();
QList<DeckInfo> trainingDecks();
// The decks whose names are listed (missing names are skipped).
QList<DeckInfo> decksNamed(const QStringList& names);

class Deck {
public:
    explicit Deck(const DeckInfo& info);
    ~Deck();
    Deck(const Deck&) = delete;
    Deck& operator=(const Deck&) = delete;

    bool isValid() const;
    const DeckInfo& info() const { return info_; }
    // The card face rendered at the given width (height follows the deck's aspect), on white
    // where the face is transparent inside its outline; outside the rounded corners alpha is 0.
    QImage renderFace(Card card, int width) const;
    double aspect() const;  // height / width of a card face

private:
    QString elementId(Card card) const;
    DeckInfo info_;
    std::unique_ptr<QSvgRenderer> renderer_;
    bool rankFirst_ = true;  // "king_heart" (KDE) or "heart_king" (GNOME)
};

}  // namespace encarde::vision::tools
