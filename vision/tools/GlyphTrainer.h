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

// A freshly trained model against the committed one, sample for sample. Training is
// deterministic, but not to the last bit on every processor: the maths library and OpenCV pick
// code for the processor they run on (fused multiply-add, wider vector units), which can round a
// value of a generated scene the other way and move a glyph's quantised feature by a step. Seen:
// one rank sample of 7,722, 14 of its 322 values a few steps apart, between two machines. A change
// to the finder, the reader or the generator moves many more of the samples cut from scenes (the
// model last drifted by 133 rank and 93 suit samples over 30 such commits), so of each kind one
// sample in a thousand (at least two) may be found in only one of the two models, no more.
struct ModelComparison {
    bool same = false;
    QStringList lines;  // per kind: the counts, and how many samples only one model holds
};
ModelComparison compareTrainedModel(const GlyphModel& trained, const GlyphModel& committed);

// Adds one card face picture (already upright, any size) to the model; false if its index
// glyphs could not be isolated. Shared by the trainer and teach-my-deck tests.
bool addCardFace(GlyphModel& model, const cv::Mat& faceBgr, Card card);

}  // namespace encarde::vision::tools
