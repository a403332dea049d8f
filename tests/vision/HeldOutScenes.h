#pragma once
// Generated scenes of the held-out decks, as bench-vision makes them (same seed and index give
// the same picture), for tests that keep a card once lost from being lost again.
#include "DeckLibrary.h"
#include "SceneGenerator.h"

#include <QLoggingCategory>

namespace encarde::vision::tools {

// Scene `index` with `seed`; empty when the held-out decks are not installed.
inline Scene heldOutScene(unsigned seed, int index, cv::Size frame) {
    const QList<DeckInfo> decks = decksNamed(heldOutDeckNames());
    if (decks.size() != heldOutDeckNames().size()) return {};
    QLoggingCategory::setFilterRules(QStringLiteral("qt.svg=false"));
    SceneGenerator generator(decks);
    SceneSettings settings;
    settings.seed = seed;
    settings.maxCards = 10;
    settings.frameSize = frame;
    return generator.generate(settings, index);
}

inline const SceneCard* cardIn(const Scene& scene, Card card) {
    for (const SceneCard& c : scene.cards)
        if (c.card == card) return &c;
    return nullptr;
}

}  // namespace encarde::vision::tools
