#pragma once
// Generated scenes of the held-out decks, as bench-vision makes them (same seed and index give
// the same picture), for tests that keep a card once lost from being lost again.
#include "DeckLibrary.h"
#include "QtCv.h"
#include "SceneGenerator.h"

#include <QLoggingCategory>

namespace encarde::vision::tools {

// Scene `index` with `seed`, dealt from the decks named (as `bench-vision --decks` deals); empty
// when one of them is not installed.
inline Scene sceneOfDecks(const QStringList& names, unsigned seed, int index, cv::Size frame) {
    const QList<DeckInfo> decks = decksNamed(names);
    if (decks.size() != names.size()) return {};
    QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false"));
    SceneGenerator generator(decks);
    SceneSettings settings;
    settings.seed = seed;
    settings.maxCards = 10;
    settings.frameSize = frame;
    return generator.generate(settings, index);
}

// Scene `index` with `seed` of the held-out decks; empty when they are not installed.
inline Scene heldOutScene(unsigned seed, int index, cv::Size frame) { return sceneOfDecks(heldOutDeckNames(), seed, index, frame); }

inline const SceneCard* cardIn(const Scene& scene, Card card) {
    for (const SceneCard& c : scene.cards)
        if (c.card == card) return &c;
    return nullptr;
}

// The named deck's card rendered `width` px wide (BGR); empty when the deck is not installed.
inline cv::Mat renderedFace(const QString& deck, Card card, int width) {
    const QList<DeckInfo> decks = decksNamed({deck});
    return decks.isEmpty() ? cv::Mat() : toBgr(Deck(decks.first()).renderFace(card, width));
}

}  // namespace encarde::vision::tools
