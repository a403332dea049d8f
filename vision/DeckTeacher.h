#pragma once
// Teach-my-deck: the user shows the scanner photos (or video frames) of an unusual deck's
// cards, each picture named after the card it shows ("QS.jpg", "10H-2.png"); the scanner cuts
// the index glyphs out of each and remembers them as extra samples, stored per user.

#include "Card.h"
#include "GlyphModel.h"

#include <QString>
#include <QStringList>

#include <opencv2/core.hpp>

#include <functional>
#include <optional>

namespace encarde::vision {

class Scanner;

// The per-user file of taught glyphs (QStandardPaths::AppDataLocation/taught-glyphs.yml.gz).
std::string taughtModelPath();

// Where the command line kept the taught glyphs before it shared the app's data folder
// (QStandardPaths::GenericDataLocation/EnCarde/encarde-referee/taught-glyphs.yml.gz).
std::string earlierTaughtModelPath();
// What was taught at `earlierPath` joins what is taught at `modelPath` (merged with it, or moved
// there), and the earlier file goes; Failed (the earlier file kept) if it could not be read or
// the result saved.
enum class Adoption { NothingEarlier, Adopted, Failed };
Adoption adoptEarlierTaught(const std::string& earlierPath = earlierTaughtModelPath(), const std::string& modelPath = taughtModelPath());
// What the app and the command line say when adoption failed: the earlier decks are not read
// until they join, and what to do about it.
std::string failedAdoptionWarning(const std::string& earlierPath = earlierTaughtModelPath(), const std::string& modelPath = taughtModelPath());

// The card a teaching picture shows, from its file name: "QS.jpg", "10h_left.png", "TD-3.jpg".
std::optional<Card> cardFromTeachingName(const QString& fileName);

// Learns the glyphs of the largest card face in the picture into `model`, and a court card's
// picture (CourtPictures); false (with a reason) if no card face was found, or a number card's
// face showed no readable index.
bool teachCard(GlyphModel& model, const cv::Mat& bgr, Card card, QString* problem = nullptr);

// Teach-my-deck at the camera: learns the card `bgr` shows (teachCard), adds it to the user's
// taught glyphs in `modelPath` and saves them. Only a picture of one card, as `reading` sees it,
// teaches, and not one that `reading` reads surely as another card: the wrong card of several,
// or a card named wrong, would teach wrong glyphs.
struct ShownLesson {
    enum class Outcome { Learned, NoCard, SeveralCards, ReadAsAnother, NoIndex, CannotSave };
    Outcome outcome = Outcome::NoCard;
    std::size_t cardsInView = 0;  // as `reading` sees them
    std::optional<Card> readAs;   // ReadAsAnother: the card read
};
ShownLesson teachShownCard(const cv::Mat& bgr, Card card, const Scanner& reading, const std::string& modelPath = taughtModelPath());

struct TeachSummary {
    int learned = 0;
    int courtCards = 0;  // of those learned, court cards (their pictures learned too)
    QStringList problems;  // one line per picture that taught nothing
};

// Forgets every deck taught: removes the user's taught file.
enum class Forgetting { Forgotten, NothingTaught, CannotRemove };
Forgetting forgetTaught(const std::string& modelPath = taughtModelPath());

// Teaches every picture in `directory`, adds the result to the user's taught glyphs and saves.
// `onPicture`, if given, is told after each picture how many are done of how many.
TeachSummary teachFromDirectory(const QString& directory, const std::string& modelPath = taughtModelPath(),
                                const std::function<void(int done, int total)>& onPicture = {});

}  // namespace encarde::vision
