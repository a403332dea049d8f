#pragma once
// Builds the glyph model from rendered card faces: every card of every training deck, drawn at
// a few sizes (small cards far from the camera look blurred once warped), cut into its rank and
// suit glyphs by the same code the scanner uses, and stored as labelled samples.

#include "DeckLibrary.h"
#include "GlyphModel.h"

#include <QStringList>

namespace encarde::vision::tools {

struct TrainingReport {
    int cardsRendered = 0;
    int cardsUsed = 0;        // the index glyphs were found
    QStringList deckLines;    // "deck: used/rendered"
};

// Clean renders of every card at a few sizes, plus the glyphs the scanner itself cuts out of
// generated table scenes (tilt, blur, light, JPEG), labelled from the scenes' ground truth;
// then near-duplicate samples are thinned out so the model stays small and fast.
GlyphModel trainGlyphModel(const QList<DeckInfo>& decks, TrainingReport* report = nullptr, int sceneCount = 240);

// Adds one card face picture (already upright, any size) to the model; false if its index
// glyphs could not be isolated. Shared by the trainer and teach-my-deck tests.
bool addCardFace(GlyphModel& model, const cv::Mat& faceBgr, Card card);

}  // namespace encarde::vision::tools
