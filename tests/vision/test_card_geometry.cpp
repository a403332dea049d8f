// Card geometry: corner order, the canonical warp and overlap areas.
#include "CardGeometry.h"

#include <QTest>

#include <opencv2/imgproc.hpp>

using namespace encarde::vision;

class TestCardGeometry : public QObject {
    Q_OBJECT
private slots:
    void uprightOrderStartsWithAShortEdge_data() {
        QTest::addColumn<double>("angle");
        for (double a : {0.0, 30.0, 90.0, 135.0, 200.0, 300.0}) QTest::newRow(qPrintable(QString::number(a))) << a;
    }
    void uprightOrderStartsWithAShortEdge() {
        QFETCH(double, angle);
        // A 100 x 140 card rotated by `angle` around (500, 400), corners given in a scrambled order.
        const cv::RotatedRect r(cv::Point2f(500, 400), cv::Size2f(100, 140), static_cast<float>(angle));
        cv::Point2f p[4];
        r.points(p);
        const Quad q = orderAsUprightCard({p[2], p[0], p[3], p[1]});
        QVERIFY(std::abs(cv::norm(q[1] - q[0]) - 100) < 0.5);  // first edge: the short side
        QVERIFY(std::abs(cv::norm(q[2] - q[1]) - 140) < 0.5);
        // Clockwise on screen (y down): the signed area (shoelace) is positive.
        double twiceArea = 0;
        for (int i = 0; i < 4; ++i) twiceArea += q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y;
        QVERIFY(twiceArea > 0);
        QVERIFY(std::abs(quadArea(q) - 14000.0) < 1.0);  // 100 * 140
    }
    void turnedHalfSwapsOppositeCorners() {
        const Quad q{cv::Point2f(0, 0), cv::Point2f(10, 0), cv::Point2f(10, 14), cv::Point2f(0, 14)};
        const Quad t = turnedHalf(q);
        QCOMPARE(t[0], q[2]);
        QCOMPARE(t[2], q[0]);
    }
    void warpPutsTheCardCornerAtTheCanonicalCorner() {
        // A white card with a black square at its top-left corner, drawn at an angle.
        cv::Mat image(400, 400, CV_8UC3, cv::Scalar(40, 40, 40));
        const Quad q{cv::Point2f(120, 80), cv::Point2f(260, 100), cv::Point2f(235, 300), cv::Point2f(95, 280)};
        std::vector<cv::Point> poly;
        for (const auto& p : q) poly.emplace_back(cvRound(p.x), cvRound(p.y));
        cv::fillConvexPoly(image, poly, cv::Scalar(255, 255, 255));
        cv::circle(image, q[0] + (q[2] - q[0]) * 0.08f, 6, cv::Scalar(0, 0, 0), cv::FILLED);
        const cv::Mat canonical = warpCanonical(image, q);
        QCOMPARE(canonical.cols, kCanonicalWidth);
        QCOMPARE(canonical.rows, kCanonicalHeight);
        // 8% along the diagonal from the top-left: the black mark; the opposite corner is white.
        const cv::Vec3b mark = canonical.at<cv::Vec3b>(static_cast<int>(kCanonicalHeight * 0.08), static_cast<int>(kCanonicalWidth * 0.08));
        const cv::Vec3b far = canonical.at<cv::Vec3b>(static_cast<int>(kCanonicalHeight * 0.92), static_cast<int>(kCanonicalWidth * 0.92));
        QVERIFY(mark[0] < 60);
        QVERIFY(far[0] > 200);
        const cv::Point2f back = canonicalToImage(q, cv::Point2f(kCanonicalWidth, kCanonicalHeight));
        QVERIFY(cv::norm(back - q[2]) < 0.01);
    }
    void theWarpGivesOpenCVsPixels() {
        // The scanner's own warp stands in for cv::warpPerspective: every pixel must be the same,
        // whatever the card's size, tilt and place, the border (cards at the picture's edge, a
        // strip reaching past it) included. Noise makes every weight count.
        cv::RNG rng(20261126);
        cv::Mat image(720, 1280, CV_8UC3);
        rng.fill(image, cv::RNG::UNIFORM, 0, 256);
        int differing = 0;
        for (int trial = 0; trial < 600; ++trial) {
            const cv::Point2f centre(rng.uniform(-60.f, 1340.f), rng.uniform(-60.f, 780.f));
            const float radius = rng.uniform(15.f, 400.f), turn = rng.uniform(0.f, 6.3f);
            Quad q;
            for (int k = 0; k < 4; ++k) {
                const float angle = turn + k * 1.5708f + rng.uniform(-0.25f, 0.25f), r = radius * rng.uniform(0.75f, 1.25f);
                q[k] = centre + cv::Point2f(r * std::cos(angle), r * std::sin(angle));
            }
            const cv::Size size = trial % 2 ? cv::Size(kCanonicalWidth, kCanonicalHeight) : cv::Size(rng.uniform(1, 300), rng.uniform(1, 120));
            const std::array<cv::Point2f, 4> outCorners = {cv::Point2f(0, 0), cv::Point2f(size.width, 0),
                                                           cv::Point2f(size.width, size.height), cv::Point2f(0, size.height)};
            const cv::Mat toImage = cv::getPerspectiveTransform(outCorners.data(), q.data());
            cv::Mat expected, mine;
            cv::warpPerspective(image, expected, toImage, size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
            warpBilinear(image, mine, cv::Matx33d(toImage), size);
            QCOMPARE(mine.size(), expected.size());
            QCOMPARE(mine.type(), expected.type());
            if (cv::norm(mine, expected, cv::NORM_INF) != 0) ++differing;
        }
        QCOMPARE(differing, 0);
    }
    void theWarpGivesOpenCVsPixelsAtThePicturesEdges() {
        // Output rows of every width from 1 to 41 (the warp goes eight pixels at a time where the
        // processor allows, so every remainder), mapped around the picture's corners and edges and
        // past them, on pictures large and tiny and on a window into a larger one (rows further
        // apart than their pixels). Whole-pixel shifts land exactly on the last row and column.
        cv::RNG rng(31);
        cv::Mat large(720, 1280, CV_8UC3), tiny(3, 2, CV_8UC3), small(7, 5, CV_8UC3), parent(60, 80, CV_8UC3);
        for (cv::Mat* m : {&large, &tiny, &small, &parent}) rng.fill(*m, cv::RNG::UNIFORM, 0, 256);
        const cv::Mat window = parent(cv::Rect(80 - 37, 60 - 23, 37, 23));
        int trials = 0;
        for (const cv::Mat& image : {large, tiny, small, window}) {
            const float cols = static_cast<float>(image.cols), rows = static_cast<float>(image.rows);
            for (int trial = 0; trial < 400; ++trial, ++trials) {
                const cv::Size size(1 + trial % 41, rng.uniform(1, 12));
                cv::Matx33d toImage;
                if (trial % 4 == 0) {
                    // A shift by whole pixels, ending on the last column or row or beyond.
                    toImage = cv::Matx33d(1, 0, image.cols - size.width + rng.uniform(-2, 3), 0, 1, image.rows - size.height + rng.uniform(-2, 3), 0, 0, 1);
                } else {
                    // A perspective quad about a corner or the middle of an edge of the picture.
                    const cv::Point2f centre(cols * static_cast<float>(rng.uniform(0, 3)) / 2 + rng.uniform(-8.f, 8.f),
                                             rows * static_cast<float>(rng.uniform(0, 3)) / 2 + rng.uniform(-8.f, 8.f));
                    const float radius = rng.uniform(0.5f, 1.5f) * std::max(cols, rows) / 2, turn = rng.uniform(0.f, 6.3f);
                    Quad q;
                    for (int k = 0; k < 4; ++k) {
                        const float angle = turn + k * 1.5708f + rng.uniform(-0.3f, 0.3f), r = radius * rng.uniform(0.6f, 1.4f);
                        q[k] = centre + cv::Point2f(r * std::cos(angle), r * std::sin(angle));
                    }
                    const std::array<cv::Point2f, 4> outCorners = {cv::Point2f(0, 0), cv::Point2f(size.width, 0),
                                                                   cv::Point2f(size.width, size.height), cv::Point2f(0, size.height)};
                    toImage = cv::Matx33d(cv::getPerspectiveTransform(outCorners.data(), q.data()));
                }
                cv::Mat expected, mine;
                cv::warpPerspective(image, expected, cv::Mat(toImage), size, cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
                warpBilinear(image, mine, toImage, size);
                QCOMPARE(mine.size(), expected.size());
                if (cv::norm(mine, expected, cv::NORM_INF) != 0)
                    QFAIL(qPrintable(QString("picture %1 x %2, output %3 x %4, trial %5 differs").arg(image.cols).arg(image.rows).arg(size.width).arg(size.height).arg(trial)));
            }
        }
        QCOMPARE(trials, 1600);
    }
    void theCanonicalFaceIsOpenCVsWarp() {
        // warpCanonical as it was: cv::warpPerspective of the quad onto the canonical corners.
        cv::RNG rng(7);
        cv::Mat image(480, 640, CV_8UC3);
        rng.fill(image, cv::RNG::UNIFORM, 0, 256);
        const Quad q{cv::Point2f(210.4f, 95.2f), cv::Point2f(330.9f, 120.6f), cv::Point2f(301.3f, 290.1f), cv::Point2f(180.7f, 262.8f)};
        const std::array<cv::Point2f, 4> canonical = {cv::Point2f(0, 0), cv::Point2f(kCanonicalWidth, 0),
                                                      cv::Point2f(kCanonicalWidth, kCanonicalHeight), cv::Point2f(0, kCanonicalHeight)};
        cv::Mat expected;
        cv::warpPerspective(image, expected, cv::getPerspectiveTransform(q.data(), canonical.data()), cv::Size(kCanonicalWidth, kCanonicalHeight),
                            cv::INTER_LINEAR, cv::BORDER_REPLICATE);
        QCOMPARE(cv::norm(warpCanonical(image, q), expected, cv::NORM_INF), 0.0);
    }
    void theDarkestChannelIsThePlainMinimum() {
        // Rows of every width from 0 to 200 (the fast paths go 32 and 16 pixels at a time where
        // the processor allows, so every remainder), at every byte offset into a buffer (so
        // unaligned starts too), and whole pictures including windows into larger ones.
        cv::RNG rng(1127);
        std::vector<uchar> bgr(3 * 200 + 64), out(200 + 64);
        for (int cols = 0; cols <= 200; ++cols)
            for (int offset = 0; offset < 4; ++offset) {
                for (uchar& b : bgr) b = static_cast<uchar>(rng.uniform(0, 256));
                std::fill(out.begin(), out.end(), uchar(77));
                darkestChannelRow(bgr.data() + offset, out.data() + offset, cols);
                for (int x = 0; x < cols; ++x) {
                    const uchar* p = bgr.data() + offset + 3 * x;
                    if (out[static_cast<std::size_t>(offset + x)] != std::min({p[0], p[1], p[2]}))
                        QFAIL(qPrintable(QString("row of %1 at offset %2: pixel %3 differs").arg(cols).arg(offset).arg(x)));
                }
                // Nothing written past the row.
                for (std::size_t k = static_cast<std::size_t>(offset + cols); k < out.size(); ++k) QCOMPARE(out[k], uchar(77));
            }
        cv::Mat parent(90, 170, CV_8UC3);
        rng.fill(parent, cv::RNG::UNIFORM, 0, 256);
        for (const cv::Mat& picture : {parent, cv::Mat(parent(cv::Rect(3, 5, 131, 61))), cv::Mat(parent(cv::Rect(0, 0, 1, 1))), cv::Mat(parent(cv::Rect(169, 10, 1, 80)))}) {
            std::vector<cv::Mat> channels;
            cv::split(picture, channels);
            cv::Mat expected;
            cv::min(cv::min(channels[0], channels[1]), channels[2], expected);
            QCOMPARE(cv::norm(darkestChannel(picture), expected, cv::NORM_INF), 0.0);
        }
    }
    void turningHalfIsOpenCVsRotation() {
        // Widths from 1 to 70 (the fast path goes 16 pixels at a time, so every remainder), a few
        // heights, windows into a larger picture (rows apart in memory, unaligned starts), the
        // canonical card's size, and a grey picture (which goes to OpenCV).
        cv::RNG rng(2811);
        cv::Mat parent(260, 200, CV_8UC3);
        rng.fill(parent, cv::RNG::UNIFORM, 0, 256);
        int compared = 0;
        for (int cols = 1; cols <= 70; ++cols)
            for (int rows : {1, 2, 7}) {
                const cv::Mat window = parent(cv::Rect(rng.uniform(0, 9), rng.uniform(0, 9), cols, rows));
                cv::Mat turned, expected;
                turnHalf(window, turned);
                cv::rotate(window, expected, cv::ROTATE_180);
                QCOMPARE(turned.size(), expected.size());
                QCOMPARE(cv::norm(turned, expected, cv::NORM_INF), 0.0);
                ++compared;
            }
        cv::Mat card = parent(cv::Rect(0, 0, kCanonicalWidth, kCanonicalHeight)).clone(), turned, expected;
        turnHalf(card, turned);
        cv::rotate(card, expected, cv::ROTATE_180);
        QCOMPARE(cv::norm(turned, expected, cv::NORM_INF), 0.0);
        // A pixel and its turned place: the top-left pixel ends bottom-right.
        QCOMPARE(turned.at<cv::Vec3b>(kCanonicalHeight - 1, kCanonicalWidth - 1), card.at<cv::Vec3b>(0, 0));
        cv::Mat grey(31, 45, CV_8U), greyTurned, greyExpected;
        rng.fill(grey, cv::RNG::UNIFORM, 0, 256);
        turnHalf(grey, greyTurned);
        cv::rotate(grey, greyExpected, cv::ROTATE_180);
        QCOMPARE(cv::norm(greyTurned, greyExpected, cv::NORM_INF), 0.0);
        QCOMPARE(compared, 210);
    }
    void lookingUpPerChannelIsOpenCVsLut() {
        // Random tables (every entry of each channel its own), windows into a larger picture
        // (rows apart in memory), widths 1 to 40 and a frame's size.
        cv::RNG rng(3307);
        cv::Mat parent(740, 1300, CV_8UC3);
        rng.fill(parent, cv::RNG::UNIFORM, 0, 256);
        int compared = 0;
        for (int round = 0; round < 40; ++round) {
            cv::Mat table(1, 256, CV_8UC3);
            rng.fill(table, cv::RNG::UNIFORM, 0, 256);
            const int cols = round + 1, rows = 1 + round % 5;
            const cv::Mat window = parent(cv::Rect(rng.uniform(0, 9), rng.uniform(0, 9), cols, rows));
            cv::Mat expected;
            cv::LUT(window, table, expected);
            const cv::Mat looked = lookUpPerChannel(window, table);
            QCOMPARE(looked.size(), expected.size());
            QCOMPARE(cv::norm(looked, expected, cv::NORM_INF), 0.0);
            ++compared;
        }
        // A frame, and one table entry checked by hand: a pixel (10, 20, 30) through a table
        // whose blue column adds 1, green doubles and red inverts.
        cv::Mat table(1, 256, CV_8UC3);
        for (int v = 0; v < 256; ++v) table.at<cv::Vec3b>(0, v) = cv::Vec3b(cv::saturate_cast<uchar>(v + 1), cv::saturate_cast<uchar>(2 * v), uchar(255 - v));
        cv::Mat frame = parent(cv::Rect(0, 0, 1280, 720)).clone(), expected;
        frame.at<cv::Vec3b>(5, 7) = cv::Vec3b(10, 20, 30);
        cv::LUT(frame, table, expected);
        const cv::Mat looked = lookUpPerChannel(frame, table);
        QCOMPARE(cv::norm(looked, expected, cv::NORM_INF), 0.0);
        QCOMPARE(looked.at<cv::Vec3b>(5, 7), cv::Vec3b(11, 40, 225));
        QCOMPARE(compared, 40);
    }
    void overlapOfHalfShiftedSquares() {
        // Two 10 x 10 squares, the second shifted 5 to the right: they share a 5 x 10 strip = 50.
        const Quad a{cv::Point2f(0, 0), cv::Point2f(10, 0), cv::Point2f(10, 10), cv::Point2f(0, 10)};
        const Quad b{cv::Point2f(5, 0), cv::Point2f(15, 0), cv::Point2f(15, 10), cv::Point2f(5, 10)};
        QVERIFY(std::abs(overlapArea(a, b) - 50) < 1e-3);
        const Quad far{cv::Point2f(20, 0), cv::Point2f(30, 0), cv::Point2f(30, 10), cv::Point2f(20, 10)};
        QCOMPARE(overlapArea(a, far), 0.0);
    }
    void overlapIsTheAreaBothCover() {
        // Against the pixels both quads cover, drawn at a sixteenth of a pixel on a picture four
        // times finer: an estimate that counts every fine pixel an outline touches, off by at most
        // about a fine pixel (a quarter of a pixel) along both outlines. Random cards of both
        // windings, near, far, touching and crossing, and cards a hand's step apart (0.6 to 1.1
        // of a card's width), turned up to 2 degrees from each other.
        const auto pixelsBoth = [](const Quad& a, const Quad& b) {
            constexpr int kFiner = 4;
            float left = a[0].x, top = a[0].y, right = a[0].x, bottom = a[0].y;
            for (const Quad* q : {&a, &b})
                for (const cv::Point2f& p : *q) {
                    left = std::min(left, p.x);
                    top = std::min(top, p.y);
                    right = std::max(right, p.x);
                    bottom = std::max(bottom, p.y);
                }
            const cv::Point2f origin(std::floor(left) - 2, std::floor(top) - 2);
            const cv::Size size(static_cast<int>(right - origin.x + 4) * kFiner, static_cast<int>(bottom - origin.y + 4) * kFiner);
            cv::Mat first = cv::Mat::zeros(size, CV_8U), second = first.clone();
            const auto draw = [&](cv::Mat& into, const Quad& q) {
                std::vector<cv::Point> points;
                for (const cv::Point2f& p : q) points.emplace_back(cvRound((p.x - origin.x) * kFiner * 16), cvRound((p.y - origin.y) * kFiner * 16));
                cv::fillConvexPoly(into, points, cv::Scalar(1), cv::LINE_8, 4);
            };
            draw(first, a);
            draw(second, b);
            return cv::countNonZero(first & second) / double(kFiner * kFiner);
        };
        cv::RNG rng(303);
        const auto card = [&](cv::Point2f centre, cv::Size2f size, float degrees) {
            const cv::RotatedRect r(centre, size, degrees);
            cv::Point2f p[4];
            r.points(p);
            Quad q{p[0], p[1], p[2], p[3]};
            if (rng.uniform(0, 2)) std::reverse(q.begin(), q.end());
            return q;
        };
        int apart = 0, sharing = 0, slivers = 0;
        for (int trial = 0; trial < 300; ++trial) {
            const cv::Point2f centre(rng.uniform(0.f, 400.f), rng.uniform(0.f, 400.f));
            const cv::Size2f size(rng.uniform(20.f, 90.f), rng.uniform(30.f, 130.f));
            const float degrees = rng.uniform(0.f, 360.f);
            const Quad a = card(centre, size, degrees);
            Quad b{};
            if (trial % 3 == 0) {
                b = card({rng.uniform(0.f, 400.f), rng.uniform(0.f, 400.f)}, {rng.uniform(20.f, 90.f), rng.uniform(30.f, 130.f)}, rng.uniform(0.f, 360.f));
            } else if (trial % 3 == 1) {
                b = card(centre + cv::Point2f(rng.uniform(-100.f, 100.f), rng.uniform(-100.f, 100.f)), {rng.uniform(20.f, 90.f), rng.uniform(30.f, 130.f)},
                         rng.uniform(0.f, 360.f));
            } else {
                const float step = size.width * rng.uniform(0.6f, 1.1f), radians = degrees * static_cast<float>(CV_PI / 180);
                b = card(centre + cv::Point2f(std::cos(radians), std::sin(radians)) * step, size, degrees + rng.uniform(-2.f, 2.f));
            }
            const double expected = pixelsBoth(a, b), got = overlapArea(a, b);
            const double slack = 2 + 0.25 * 2 * (longSide(a) + shortSide(a) + longSide(b) + shortSide(b));
            QVERIFY2(std::abs(got - expected) <= slack, qPrintable(QStringLiteral("trial %1: %2 against %3 pixels").arg(trial).arg(got).arg(expected)));
            QVERIFY(got <= std::min(quadArea(a), quadArea(b)) + 1e-6);
            QVERIFY(std::abs(overlapArea(b, a) - got) < 1e-6 * (1 + got));
            (expected > 0 ? sharing : apart) += 1;
            if (trial % 3 == 2 && expected > 0 && expected < 0.45 * quadArea(a)) ++slivers;
        }
        QVERIFY2(apart > 50 && sharing > 100 && slivers > 50, qPrintable(QStringLiteral("%1 apart, %2 sharing, %3 slivers").arg(apart).arg(sharing).arg(slivers)));
        const Quad left{cv::Point2f(0, 0), cv::Point2f(10, 0), cv::Point2f(10, 10), cv::Point2f(0, 10)};
        const Quad right{cv::Point2f(10, 0), cv::Point2f(20, 0), cv::Point2f(20, 10), cv::Point2f(10, 10)};
        QCOMPARE(overlapArea(left, right), 0.0);
        const Quad inside{cv::Point2f(2, 2), cv::Point2f(6, 2), cv::Point2f(6, 8), cv::Point2f(2, 8)};
        QVERIFY(std::abs(overlapArea(left, inside) - 24) < 1e-9);
        QVERIFY(std::abs(overlapArea(inside, left) - 24) < 1e-9);
    }
    void overlapOfTwoCardsOfAHandAStepApart() {
        // A gnome-ornamental jack of diamonds and the seven of hearts a step on from him in a hand
        // (every-deck seed 7, frame 268), their facing sides nearly parallel: they share a sliver
        // about 14 px wide, 4,564.43 square pixels (worked out in exact fractions from these
        // corners). OpenCV 4.6's intersectConvexConvex answered 74,438, all of the seven, and the
        // seven counted as lying on the jack.
        const Quad jack{cv::Point2f(566.273376f, 112.563667f), cv::Point2f(799.20166f, 150.770355f), cv::Point2f(738.284058f, 467.365967f),
                        cv::Point2f(516.846191f, 429.211609f)};
        const Quad seven{cv::Point2f(784.880371f, 148.421265f), cv::Point2f(1017.80865f, 186.62796f), cv::Point2f(946.107056f, 503.174438f),
                         cv::Point2f(724.669189f, 465.020081f)};
        const double shared = overlapArea(jack, seven);
        QVERIFY2(std::abs(shared - 4564.43) < 0.01, qPrintable(QString::number(shared, 'f', 3)));
        QVERIFY(std::abs(overlapArea(seven, jack) - shared) < 0.01);
    }
};

QTEST_GUILESS_MAIN(TestCardGeometry)
#include "test_card_geometry.moc"
