#include "SceneGenerator.h"

#include "QtCv.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace encarde::vision::tools {

namespace {
constexpr double kPi = 3.14159265358979323846;
using Rng = std::mt19937;

double uniform(Rng& rng, double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(rng); }
int uniformInt(Rng& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
bool chance(Rng& rng, double p) { return uniform(rng, 0, 1) < p; }

cv::Vec3b jitter(Rng& rng, cv::Scalar base, double amount) {
    cv::Vec3b out;
    for (int c = 0; c < 3; ++c) out[c] = cv::saturate_cast<uchar>(base[c] + uniform(rng, -amount, amount));
    return out;
}

// ---- tables -------------------------------------------------------------------------------
void addNoise(cv::Mat& image, Rng& rng, double sigma) {
    cv::Mat noise(image.size(), CV_16SC3);
    // OpenCV's own generator, seeded from the scene's: never the global one, so scenes repeat.
    cv::RNG noiseRng(static_cast<std::uint64_t>(rng()) << 32 | rng());
    noiseRng.fill(noise, cv::RNG::NORMAL, 0, sigma);
    cv::Mat wide;
    image.convertTo(wide, CV_16SC3);
    wide += noise;
    wide.convertTo(image, CV_8UC3);
}

cv::Mat makeTable(TableKind kind, cv::Size size, Rng& rng) {
    cv::Mat table(size, CV_8UC3);
    switch (kind) {
    case TableKind::Dark:
        table.setTo(jitter(rng, cv::Scalar(45, 40, 38), 20));
        addNoise(table, rng, 4);
        break;
    case TableKind::Light:
        table.setTo(jitter(rng, cv::Scalar(190, 200, 205), 18));
        addNoise(table, rng, 4);
        break;
    case TableKind::Felt:
        table.setTo(jitter(rng, cv::Scalar(50, 115, 35), 15));
        addNoise(table, rng, 7);
        break;
    case TableKind::Wood: {
        const cv::Vec3b base = jitter(rng, cv::Scalar(60, 105, 150), 20);
        const double angle = uniform(rng, 0, kPi);
        const double freq = uniform(rng, 0.03, 0.09), wobble = uniform(rng, 10, 40), plank = uniform(rng, 150, 300);
        const double ca = std::cos(angle), sa = std::sin(angle);
        for (int y = 0; y < size.height; ++y) {
            cv::Vec3b* row = table.ptr<cv::Vec3b>(y);
            for (int x = 0; x < size.width; ++x) {
                const double u = x * ca + y * sa, v = -x * sa + y * ca;
                const double grain = 0.5 + 0.5 * std::sin(v * freq + wobble * std::sin(u * 0.008) * 0.2 +
                                                          std::sin(u * 0.021 + v * 0.003) * 2.0);
                const double seam = std::fmod(std::abs(v), plank) < 2.5 ? 0.55 : 1.0;
                const double shade = (0.72 + 0.35 * grain) * seam;
                for (int c = 0; c < 3; ++c) row[x][c] = cv::saturate_cast<uchar>(base[c] * shade);
            }
        }
        addNoise(table, rng, 4);
        break;
    }
    case TableKind::Pattern: {
        const cv::Vec3b a = jitter(rng, cv::Scalar(uniform(rng, 40, 200), uniform(rng, 40, 160), uniform(rng, 40, 200)), 10);
        const cv::Vec3b b = jitter(rng, cv::Scalar(uniform(rng, 20, 120), uniform(rng, 20, 120), uniform(rng, 20, 120)), 10);
        const int cell = uniformInt(rng, 18, 60);
        const bool stripes = chance(rng, 0.4);
        for (int y = 0; y < size.height; ++y) {
            cv::Vec3b* row = table.ptr<cv::Vec3b>(y);
            for (int x = 0; x < size.width; ++x) {
                const bool first = stripes ? ((x + y) / cell) % 2 == 0 : ((x / cell) + (y / cell)) % 2 == 0;
                row[x] = first ? a : b;
            }
        }
        // A printed motif: scattered dots of a third colour.
        const cv::Vec3b dot = jitter(rng, cv::Scalar(uniform(rng, 60, 220), uniform(rng, 60, 220), uniform(rng, 60, 220)), 5);
        const int dots = size.area() / 4000;
        for (int i = 0; i < dots; ++i)
            cv::circle(table, cv::Point(uniformInt(rng, 0, size.width), uniformInt(rng, 0, size.height)),
                       uniformInt(rng, 2, 6), cv::Scalar(dot[0], dot[1], dot[2]), cv::FILLED, cv::LINE_AA);
        cv::GaussianBlur(table, table, cv::Size(3, 3), 0.8);
        addNoise(table, rng, 5);
        break;
    }
    }
    return table;
}

// ---- camera -------------------------------------------------------------------------------
// Homography from table-plane coordinates (centred on the origin) to the frame, for a camera
// looking down at the table tilted by `tilt` around an axis at angle `heading`.
cv::Matx33d cameraHomography(cv::Size frame, double tilt, double heading) {
    const double f = frame.width;
    const cv::Matx33d k(f, 0, frame.width / 2.0, 0, f, frame.height / 2.0, 0, 0, 1);
    const cv::Matx33d rz(std::cos(heading), -std::sin(heading), 0, std::sin(heading), std::cos(heading), 0, 0, 0, 1);
    const cv::Matx33d rx(1, 0, 0, 0, std::cos(tilt), -std::sin(tilt), 0, std::sin(tilt), std::cos(tilt));
    const cv::Matx33d rzBack = rz.t();
    const cv::Matx33d r = rzBack * rx * rz;
    // Columns r1, r2 and translation (0, 0, f): a plane point (X, Y) projects as K (r1 X + r2 Y + t).
    const cv::Matx33d rt(r(0, 0), r(0, 1), 0, r(1, 0), r(1, 1), 0, r(2, 0), r(2, 1), f);
    cv::Matx33d h = k * rt;
    return h * (1.0 / h(2, 2));
}

cv::Point2f apply(const cv::Matx33d& h, cv::Point2f p) {
    const cv::Vec3d v = h * cv::Vec3d(p.x, p.y, 1);
    return cv::Point2f(static_cast<float>(v[0] / v[2]), static_cast<float>(v[1] / v[2]));
}

// ---- compositing --------------------------------------------------------------------------
// Affine placement of a w x h picture: rotated by angle around its centre, centre at `centre`.
cv::Matx23d placement(cv::Size picture, cv::Point2f centre, double angle) {
    const double c = std::cos(angle), s = std::sin(angle);
    const double px = picture.width / 2.0, py = picture.height / 2.0;
    return cv::Matx23d(c, -s, centre.x - (c * px - s * py), s, c, centre.y - (s * px + c * py));
}

cv::Point2f apply(const cv::Matx23d& m, cv::Point2f p) {
    return cv::Point2f(static_cast<float>(m(0, 0) * p.x + m(0, 1) * p.y + m(0, 2)),
                       static_cast<float>(m(1, 0) * p.x + m(1, 1) * p.y + m(1, 2)));
}

Quad placedCorners(const cv::Matx23d& m, cv::Size picture) {
    const float w = static_cast<float>(picture.width), h = static_cast<float>(picture.height);
    return {apply(m, {0, 0}), apply(m, {w, 0}), apply(m, {w, h}), apply(m, {0, h})};
}

cv::Rect boundsOf(const std::vector<cv::Point2f>& points, cv::Size limit, int margin) {
    cv::Rect r = cv::boundingRect(points);
    r.x -= margin;
    r.y -= margin;
    r.width += 2 * margin;
    r.height += 2 * margin;
    return r & cv::Rect(cv::Point(0, 0), limit);
}

void castShadow(cv::Mat& canvas, const Quad& corners, cv::Point2f offset, double strength, double blur) {
    std::vector<cv::Point2f> pts;
    for (const cv::Point2f& p : corners) pts.push_back(p + offset);
    const int margin = static_cast<int>(blur * 3) + 2;
    const cv::Rect roi = boundsOf(pts, canvas.size(), margin);
    if (roi.empty()) return;
    cv::Mat mask(roi.size(), CV_32F, cv::Scalar(0));
    std::vector<cv::Point> poly;
    for (const cv::Point2f& p : pts) poly.emplace_back(cvRound(p.x - roi.x), cvRound(p.y - roi.y));
    cv::fillConvexPoly(mask, poly, cv::Scalar(1), cv::LINE_AA);
    cv::GaussianBlur(mask, mask, cv::Size(0, 0), blur);
    cv::Mat area = canvas(roi);
    for (int y = 0; y < area.rows; ++y) {
        cv::Vec3b* row = area.ptr<cv::Vec3b>(y);
        const float* m = mask.ptr<float>(y);
        for (int x = 0; x < area.cols; ++x) {
            const double k = 1 - strength * m[x];
            for (int c = 0; c < 3; ++c) row[x][c] = cv::saturate_cast<uchar>(row[x][c] * k);
        }
    }
}

void pastePicture(cv::Mat& canvas, const cv::Mat& bgra, const cv::Matx23d& m) {
    const Quad corners = placedCorners(m, bgra.size());
    const cv::Rect roi = boundsOf(std::vector<cv::Point2f>(corners.begin(), corners.end()), canvas.size(), 2);
    if (roi.empty()) return;
    cv::Matx23d local = m;
    local(0, 2) -= roi.x;
    local(1, 2) -= roi.y;
    cv::Mat warped;
    cv::warpAffine(bgra, warped, cv::Mat(local), roi.size(), cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(0, 0, 0, 0));
    cv::Mat area = canvas(roi);
    for (int y = 0; y < area.rows; ++y) {
        cv::Vec3b* row = area.ptr<cv::Vec3b>(y);
        const cv::Vec4b* src = warped.ptr<cv::Vec4b>(y);
        for (int x = 0; x < area.cols; ++x) {
            const double a = src[x][3] / 255.0;
            if (a <= 0) continue;
            for (int c = 0; c < 3; ++c) row[x][c] = cv::saturate_cast<uchar>(src[x][c] * a + row[x][c] * (1 - a));
        }
    }
}

void fillPolygon(cv::Mat& canvas, const std::vector<cv::Point2f>& pts, const cv::Scalar& colour) {
    std::vector<cv::Point> poly;
    for (const cv::Point2f& p : pts) poly.emplace_back(cvRound(p.x * 4), cvRound(p.y * 4));
    cv::fillPoly(canvas, std::vector<std::vector<cv::Point>>{poly}, colour, cv::LINE_AA, 2);
}

cv::Mat cardBack(cv::Size size, Rng& rng) {
    cv::Mat back(size, CV_8UC4, cv::Scalar(245, 245, 245, 255));
    const cv::Scalar ink = chance(rng, 0.5) ? cv::Scalar(150, 60, 30, 255) : cv::Scalar(40, 40, 170, 255);
    const int border = std::max(3, size.width / 14);
    const cv::Rect inner(border, border, size.width - 2 * border, size.height - 2 * border);
    back(inner).setTo(ink);
    const int step = std::max(4, size.width / 12);
    cv::Mat area = back(inner);
    for (int d = -area.rows; d < area.cols; d += step) {
        cv::line(area, cv::Point(d, 0), cv::Point(d + area.rows, area.rows), cv::Scalar(230, 230, 230, 255), 1, cv::LINE_AA);
        cv::line(area, cv::Point(d + area.rows, 0), cv::Point(d, area.rows), cv::Scalar(230, 230, 230, 255), 1, cv::LINE_AA);
    }
    return back;
}

cv::Mat nonCardObject(int width, Rng& rng, cv::Size* sizeOut) {
    const int kind = uniformInt(rng, 0, 2);
    if (kind == 0) {  // a phone: dark glossy slab
        cv::Size s(width, static_cast<int>(width * 2.0));
        *sizeOut = s;
        cv::Mat m(s, CV_8UC4, cv::Scalar(30, 28, 25, 255));
        cv::rectangle(m, cv::Rect(s.width / 12, s.height / 10, s.width * 10 / 12, s.height * 8 / 10),
                      cv::Scalar(90, 60, 40, 255), cv::FILLED);
        return m;
    }
    if (kind == 1) {  // a sticky note: bright yellow square
        cv::Size s(width, width);
        *sizeOut = s;
        return cv::Mat(s, CV_8UC4, cv::Scalar(80, 230, 250, 255));
    }
    // a coaster: round, cork coloured
    cv::Size s(width, width);
    *sizeOut = s;
    cv::Mat m(s, CV_8UC4, cv::Scalar(0, 0, 0, 0));
    cv::circle(m, cv::Point(width / 2, width / 2), width / 2 - 1, cv::Scalar(90, 140, 185, 255), cv::FILLED, cv::LINE_AA);
    return m;
}

struct Placed {
    cv::Point2f centre;
    double radius;
};

bool clearOf(const std::vector<Placed>& placed, cv::Point2f c, double r) {
    return std::all_of(placed.begin(), placed.end(),
                       [&](const Placed& p) { return cv::norm(p.centre - c) > p.radius + r; });
}

bool insideFrame(const cv::Matx33d& toFrame, const Quad& q, cv::Size frame, double margin) {
    return std::all_of(q.begin(), q.end(), [&](cv::Point2f p) {
        const cv::Point2f f = apply(toFrame, p);
        return f.x > margin && f.y > margin && f.x < frame.width - margin && f.y < frame.height - margin;
    });
}

// The frame's centre and its half-diagonal, the unit the lens's distortion is measured in.
std::pair<cv::Point2f, double> frameCircle(cv::Size size) {
    const cv::Point2f centre(0.5f * static_cast<float>(size.width - 1), 0.5f * static_cast<float>(size.height - 1));
    return {centre, std::hypot(centre.x, centre.y)};
}
}  // namespace

cv::Point2f lensShows(cv::Size size, double amount, cv::Point2f q) {
    const auto [centre, radius] = frameCircle(size);
    const cv::Point2f offset = q - centre;
    const double r2 = (offset.x * offset.x + offset.y * offset.y) / (radius * radius);
    return centre + offset * static_cast<float>(1 + amount * r2);
}

cv::Point2f lensSeenAt(cv::Size size, double amount, cv::Point2f p) {
    const auto [centre, radius] = frameCircle(size);
    const cv::Point2f offset = p - centre;
    const double r = std::hypot(offset.x, offset.y) / radius;
    if (amount <= 0 || r <= 0) return p;
    // The r' with r' (1 + amount r'^2) = r, by Newton's steps from r' = r: the left side is
    // convex and grows with r', so they close in from above.
    double seen = r;
    for (int step = 0; step < 30; ++step) {
        const double excess = seen * (1 + amount * seen * seen) - r;
        if (std::abs(excess) < 1e-12) break;
        seen -= excess / (1 + 3 * amount * seen * seen);
    }
    return centre + offset * static_cast<float>(seen / r);
}

QString tableKindName(TableKind kind) {
    static const char* names[] = {"dark", "light", "wood", "felt", "pattern"};
    return QString::fromLatin1(names[static_cast<int>(kind)]);
}

cv::Scalar clipPaint(ClipColour colour) {
    switch (colour) {
    case ClipColour::Red: return {35, 30, 205};
    case ClipColour::Orange: return {25, 125, 245};
    case ClipColour::Yellow: return {40, 215, 245};
    case ClipColour::Green: return {60, 160, 40};
    case ClipColour::Blue: return {205, 90, 30};
    case ClipColour::Purple: return {150, 45, 120};
    case ClipColour::Pink: return {185, 125, 245};
    case ClipColour::Black: return {28, 26, 26};
    case ClipColour::Unknown: break;
    }
    return {128, 128, 128};
}

SceneGenerator::SceneGenerator(const QList<DeckInfo>& decks) {
    for (const DeckInfo& info : decks) {
        auto deck = std::make_unique<Deck>(info);
        if (deck->isValid()) decks_.push_back(std::move(deck));
    }
}

SceneGenerator::~SceneGenerator() = default;

Scene SceneGenerator::generate(const SceneSettings& settings, int index) {
    Rng rng(settings.seed * 7919u + static_cast<unsigned>(index) * 104729u + 17u);
    Scene scene;
    const cv::Size frame = settings.frameSize;
    if (decks_.empty()) {
        scene.image = cv::Mat(frame, CV_8UC3, cv::Scalar(40, 40, 40));
        return scene;
    }
    scene.table = settings.forcedTable >= 0 ? static_cast<TableKind>(settings.forcedTable)
                                            : static_cast<TableKind>(uniformInt(rng, 0, kTableKindCount - 1));
    const Deck& deck = *decks_[static_cast<std::size_t>(uniformInt(rng, 0, static_cast<int>(decks_.size()) - 1))];

    // Camera: the table plane seen tilted; the canvas covers what the frame shows of it.
    const double tilt = uniform(rng, 0, settings.maxTiltDegrees) * kPi / 180;
    const cv::Matx33d planeToFrame = cameraHomography(frame, tilt, uniform(rng, 0, 2 * kPi));
    const cv::Matx33d frameToPlane = planeToFrame.inv();
    std::vector<cv::Point2f> seen;
    for (cv::Point2f p : {cv::Point2f(0, 0), cv::Point2f(frame.width, 0), cv::Point2f(frame.width, frame.height),
                          cv::Point2f(0, frame.height)})
        seen.push_back(apply(frameToPlane, p));
    cv::Rect2f box = cv::boundingRect(seen);
    const cv::Matx33d canvasToPlane(1, 0, box.x - 8, 0, 1, box.y - 8, 0, 0, 1);
    const cv::Matx33d canvasToFrame = planeToFrame * canvasToPlane;
    const cv::Size canvasSize(static_cast<int>(box.width) + 16, static_cast<int>(box.height) + 16);
    cv::Mat canvas = makeTable(scene.table, canvasSize, rng);

    const double scale = frame.width / 1280.0;
    const bool bigCards = chance(rng, 0.2);
    const double cardWidth = (bigCards ? uniform(rng, 150, 260) : uniform(rng, 75, 170)) * scale;
    const cv::Size faceSize(cvRound(cardWidth), cvRound(cardWidth * deck.aspect()));
    const double radius = 0.5 * std::hypot(faceSize.width, faceSize.height) * 1.04;

    std::vector<int> pack(52);
    std::iota(pack.begin(), pack.end(), 0);
    std::shuffle(pack.begin(), pack.end(), rng);
    std::size_t nextCard = 0;
    std::vector<Placed> placed;
    const cv::Point2f canvasCentre(canvasSize.width / 2.f, canvasSize.height / 2.f);

    struct Planned {
        cv::Matx23d where;
        bool inHand;
        double visibleFraction;  // of the card's width, from its left edge
    };
    std::vector<Planned> plan;
    // A laid-out hand: each card covers the right edge of the one before it.
    const int handSize = uniformInt(rng, 0, std::min(5, settings.maxCards));
    if (handSize >= 2) {
        for (int attempt = 0; attempt < 40; ++attempt) {
            const double angle = uniform(rng, 0, 2 * kPi);
            const double step = cardWidth * uniform(rng, 0.76, 0.92);
            const cv::Point2f dir(static_cast<float>(std::cos(angle)), static_cast<float>(std::sin(angle)));
            const cv::Point2f start(static_cast<float>(uniform(rng, 0.2, 0.8) * canvasSize.width),
                                    static_cast<float>(uniform(rng, 0.2, 0.8) * canvasSize.height));
            std::vector<Planned> hand;
            bool fits = true;
            for (int i = 0; i < handSize && fits; ++i) {
                const cv::Point2f c = start + dir * static_cast<float>(step * i);
                const cv::Matx23d m = placement(faceSize, c, angle + uniform(rng, -0.05, 0.05));
                fits = insideFrame(canvasToFrame, placedCorners(m, faceSize), frame, 6);
                hand.push_back({m, i + 1 < handSize, i + 1 < handSize ? step / cardWidth - 0.04 : 1.0});
            }
            if (!fits) continue;
            plan = hand;
            for (int i = 0; i < handSize; ++i)
                placed.push_back({start + dir * static_cast<float>(step * i), radius});
            break;
        }
    }
    // Single cards scattered around, not touching.
    for (int attempt = 0; attempt < 300 && static_cast<int>(plan.size()) < settings.maxCards; ++attempt) {
        const cv::Point2f c(static_cast<float>(uniform(rng, 0, canvasSize.width)),
                            static_cast<float>(uniform(rng, 0, canvasSize.height)));
        if (!clearOf(placed, c, radius)) continue;
        const cv::Matx23d m = placement(faceSize, c, uniform(rng, 0, 2 * kPi));
        if (!insideFrame(canvasToFrame, placedCorners(m, faceSize), frame, 6)) continue;
        plan.push_back({m, false, 1.0});
        placed.push_back({c, radius});
    }
    (void)canvasCentre;

    // Distractors first (they lie under nothing and nothing lies on them).
    if (settings.distractors) {
        for (int which = 0; which < 2; ++which) {
            if (!chance(rng, 0.5)) continue;
            cv::Size size = faceSize;
            cv::Mat picture = which == 0 ? cardBack(faceSize, rng) : nonCardObject(faceSize.width, rng, &size);
            for (int attempt = 0; attempt < 60; ++attempt) {
                const cv::Point2f c(static_cast<float>(uniform(rng, 0, canvasSize.width)),
                                    static_cast<float>(uniform(rng, 0, canvasSize.height)));
                const double r = 0.5 * std::hypot(size.width, size.height) * 1.05;
                if (!clearOf(placed, c, r)) continue;
                const cv::Matx23d m = placement(size, c, uniform(rng, 0, 2 * kPi));
                if (!insideFrame(canvasToFrame, placedCorners(m, size), frame, 6)) continue;
                castShadow(canvas, placedCorners(m, size), {2, 3}, 0.35, 3);
                pastePicture(canvas, picture, m);
                placed.push_back({c, r});
                break;
            }
        }
    }

    const cv::Point2f shadowOffset(static_cast<float>(uniform(rng, -3, 3) * scale), static_cast<float>(uniform(rng, 1, 4) * scale));
    for (const Planned& p : plan) {
        const Card card = Card::fromIndex(pack[nextCard++]);
        const cv::Mat face = toBgra(deck.renderFace(card, faceSize.width));
        // Some decks pad the card element or draw a soft shadow into it: the card itself is the
        // opaque part, and that is what the ground truth and the clips refer to.
        cv::Mat opaque;
        cv::extractChannel(face, opaque, 3);
        const cv::Rect body = cv::boundingRect(opaque >= 200);
        const float bx = static_cast<float>(body.x), by = static_cast<float>(body.y);
        const float bw = static_cast<float>(body.width), bh = static_cast<float>(body.height);
        const Quad corners = {apply(p.where, {bx, by}), apply(p.where, {bx + bw, by}), apply(p.where, {bx + bw, by + bh}),
                              apply(p.where, {bx, by + bh})};
        castShadow(canvas, corners, shadowOffset, 0.45, 2.5 * scale);
        pastePicture(canvas, face, p.where);
        SceneCard sc;
        sc.card = card;
        sc.deck = deck.info().name;
        sc.inHand = p.inHand;
        for (int i = 0; i < 4; ++i) sc.corners[i] = apply(canvasToFrame, corners[i]);
        const int cardIndex = static_cast<int>(scene.cards.size());
        scene.cards.push_back(sc);

        if (!chance(rng, settings.clipChance)) continue;
        // A clip on an edge, away from the index corners and on the visible part of the card.
        const double w = bw, h = bh;
        const double length = w * uniform(rng, 0.15, 0.22), inside = w * uniform(rng, 0.11, 0.16),
                     outside = w * uniform(rng, 0.05, 0.10);
        const int edge = p.inHand ? (chance(rng, 0.7) ? 2 : 3) : uniformInt(rng, 0, 3);  // 0 top,1 right,2 bottom,3 left
        cv::Point2f along, normal, origin;
        double t;
        switch (edge) {
        case 0: t = uniform(rng, 0.45, 0.6) * std::min(1.0, p.visibleFraction); origin = {float(t * w), 0}; along = {1, 0}; normal = {0, 1}; break;
        case 1: t = uniform(rng, 0.4, 0.6); origin = {float(w), float(t * h)}; along = {0, 1}; normal = {-1, 0}; break;
        case 2: t = uniform(rng, 0.3, 0.55) * std::min(1.0, p.visibleFraction); origin = {float(t * w), float(h)}; along = {1, 0}; normal = {0, -1}; break;
        default: t = uniform(rng, 0.45, 0.7); origin = {0, float(t * h)}; along = {0, 1}; normal = {1, 0}; break;
        }
        const ClipColour colour = static_cast<ClipColour>(uniformInt(rng, 1, kClipColourCount));
        const cv::Vec3b paint = jitter(rng, clipPaint(colour), 12);
        const cv::Scalar paintScalar(paint[0], paint[1], paint[2]);
        const float half = static_cast<float>(length / 2);
        std::vector<cv::Point2f> local = {origin - along * half - normal * float(outside),
                                          origin + along * half - normal * float(outside),
                                          origin + along * half + normal * float(inside),
                                          origin - along * half + normal * float(inside)};
        std::vector<cv::Point2f> onCanvas, onFrame;
        const cv::Point2f bodyOrigin(bx, by);
        for (const cv::Point2f& q : local) onCanvas.push_back(apply(p.where, q + bodyOrigin));
        // Either a coloured tab with the wire of a paper clip drawn on it, or a bare plastic-
        // coated paper clip: a loop of wire a couple of pixels thick across the edge.
        const bool bareWire = chance(rng, 0.4);
        if (!bareWire) fillPolygon(canvas, onCanvas, paintScalar);
        std::vector<cv::Point2f> loop;
        const float inset = static_cast<float>(length * 0.18);
        for (const cv::Point2f& q : std::vector<cv::Point2f>{
                 origin - along * (half - inset) - normal * float(outside - inset * 0.5),
                 origin + along * (half - inset) - normal * float(outside - inset * 0.5),
                 origin + along * (half - inset) + normal * float(inside - inset),
                 origin - along * (half - inset) + normal * float(inside - inset)})
            loop.push_back(apply(p.where, q + bodyOrigin));
        std::vector<cv::Point> loopPoly;
        for (const cv::Point2f& q : loop) loopPoly.emplace_back(cvRound(q.x), cvRound(q.y));
        if (bareWire) {
            cv::polylines(canvas, loopPoly, true, paintScalar, std::max(2, cvRound(w * 0.022)), cv::LINE_AA);
        } else {
            cv::polylines(canvas, loopPoly, true, paintScalar * 0.7, 1, cv::LINE_AA);
        }
        SceneClip clip;
        clip.colour = colour;
        cv::Point2f centre(0, 0);
        for (const cv::Point2f& q : onCanvas) centre += apply(canvasToFrame, q) * 0.25f;
        clip.at = centre;
        clip.cardIndex = cardIndex;
        clip.bareWire = bareWire;
        scene.clips.push_back(clip);
    }

    // The camera: perspective, then light, glare, colour cast, blur, sensor noise, JPEG.
    cv::Mat image;
    if (settings.lensBarrel > 0) {
        // Through a wide lens: each pixel shows the pinhole camera's point lensShows says, found
        // on the canvas as the perspective alone would (the same interpolation and border), and
        // the truth is moved to where the lens shows it.
        const cv::Matx33d frameToCanvas = canvasToFrame.inv();
        cv::Mat mapX(frame, CV_32F), mapY(frame, CV_32F);
        for (int y = 0; y < frame.height; ++y)
            for (int x = 0; x < frame.width; ++x) {
                const cv::Point2f c = apply(frameToCanvas, lensShows(frame, settings.lensBarrel, cv::Point2f(static_cast<float>(x), static_cast<float>(y))));
                mapX.at<float>(y, x) = c.x;
                mapY.at<float>(y, x) = c.y;
            }
        cv::remap(canvas, image, mapX, mapY, cv::INTER_LINEAR, cv::BORDER_REFLECT);
        for (SceneCard& card : scene.cards)
            for (cv::Point2f& corner : card.corners) corner = lensSeenAt(frame, settings.lensBarrel, corner);
        for (SceneClip& clip : scene.clips) clip.at = lensSeenAt(frame, settings.lensBarrel, clip.at);
    } else {
        cv::warpPerspective(canvas, image, cv::Mat(canvasToFrame), frame, cv::INTER_LINEAR, cv::BORDER_REFLECT);
    }
    cv::Mat light(frame, CV_32F);
    const double base = uniform(rng, 0.78, 1.05), gx = uniform(rng, -0.3, 0.3), gy = uniform(rng, -0.3, 0.3);
    for (int y = 0; y < frame.height; ++y) {
        float* row = light.ptr<float>(y);
        for (int x = 0; x < frame.width; ++x)
            row[x] = static_cast<float>(std::clamp(base + gx * (x / double(frame.width) - 0.5) +
                                                       gy * (y / double(frame.height) - 0.5), 0.5, 1.15));
    }
    const cv::Vec3d cast(uniform(rng, 0.9, 1.08), uniform(rng, 0.94, 1.04), uniform(rng, 0.9, 1.08));
    const bool glare = chance(rng, 0.35);
    const cv::Point2f glareAt(static_cast<float>(uniform(rng, 0, frame.width)), static_cast<float>(uniform(rng, 0, frame.height)));
    const double glareSigma = uniform(rng, 50, 140) * scale, glareAmount = uniform(rng, 30, 80);
    for (int y = 0; y < frame.height; ++y) {
        cv::Vec3b* row = image.ptr<cv::Vec3b>(y);
        const float* l = light.ptr<float>(y);
        for (int x = 0; x < frame.width; ++x) {
            double add = 0;
            if (glare) {
                const double d2 = (x - glareAt.x) * (x - glareAt.x) + (y - glareAt.y) * (y - glareAt.y);
                add = glareAmount * std::exp(-d2 / (2 * glareSigma * glareSigma));
            }
            for (int c = 0; c < 3; ++c) row[x][c] = cv::saturate_cast<uchar>(row[x][c] * l[x] * cast[c] + add);
        }
    }
    if (chance(rng, 0.5)) cv::GaussianBlur(image, image, cv::Size(0, 0), uniform(rng, 0.5, 1.1) * scale);
    addNoise(image, rng, uniform(rng, 1.0, 3.5));
    std::vector<uchar> jpeg;
    cv::imencode(".jpg", image, jpeg, {cv::IMWRITE_JPEG_QUALITY, uniformInt(rng, 60, 92)});
    scene.image = cv::imdecode(jpeg, cv::IMREAD_COLOR);
    return scene;
}

QString sceneTruthJson(const Scene& scene, const QString& imageName) {
    QJsonArray cards;
    for (std::size_t i = 0; i < scene.cards.size(); ++i) {
        const SceneCard& c = scene.cards[i];
        QJsonArray corners;
        for (const cv::Point2f& p : c.corners) corners.append(QJsonArray{std::round(p.x * 10) / 10, std::round(p.y * 10) / 10});
        QJsonArray clips;
        for (const SceneClip& clip : scene.clips)
            if (clip.cardIndex == static_cast<int>(i))
                clips.append(QJsonObject{{QStringLiteral("color"), QString::fromLatin1(clipColourName(clip.colour).data())},
                                         {QStringLiteral("at"), QJsonArray{std::round(clip.at.x), std::round(clip.at.y)}}});
        cards.append(QJsonObject{{QStringLiteral("card"), QString::fromStdString(cardText(c.card))},
                                 {QStringLiteral("deck"), c.deck},
                                 {QStringLiteral("corners"), corners},
                                 {QStringLiteral("clips"), clips}});
    }
    const QJsonObject o{{QStringLiteral("image"), imageName},
                        {QStringLiteral("table"), tableKindName(scene.table)},
                        {QStringLiteral("width"), scene.image.cols},
                        {QStringLiteral("height"), scene.image.rows},
                        {QStringLiteral("cards"), cards}};
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

cv::Mat teachingPhoto(const Deck& deck, Card card) {
    const cv::Mat face = toBgr(deck.renderFace(card, 180));
    cv::Mat photo(480, 640, CV_8UC3, cv::Scalar(50, 45, 40));
    const cv::Point2f from[3] = {{0, 0}, {float(face.cols), 0}, {0, float(face.rows)}};
    const cv::Point2f to[3] = {{230, 80}, {400, 100}, {205, 340}};
    cv::warpAffine(face, photo, cv::getAffineTransform(from, to), photo.size(), cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
    return photo;
}

}  // namespace encarde::vision::tools
