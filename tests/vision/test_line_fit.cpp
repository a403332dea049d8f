// The robust line fit: exactly OpenCV's Huber fit, on the kinds of points the card finder fits
// and on harder ones.
#include "LineFit.h"

#include <QTest>

#include <opencv2/imgproc.hpp>

#include <cstring>

using namespace encarde::vision;

namespace {
// True when our fit and cv::fitLine's give the same four floats, bit for bit.
bool sameAsOpenCV(const std::vector<cv::Point2f>& points, QString* why) {
    cv::Vec4f theirs;
    cv::fitLine(points, theirs, cv::DIST_HUBER, 0, 0.01, 0.01);
    const cv::Vec4f ours = fitLineHuber(points);
    if (std::memcmp(theirs.val, ours.val, sizeof(theirs.val)) == 0) return true;
    *why = QStringLiteral("%1 points: OpenCV (%2, %3, %4, %5), ours (%6, %7, %8, %9)")
               .arg(points.size())
               .arg(double(theirs[0]), 0, 'g', 9).arg(double(theirs[1]), 0, 'g', 9).arg(double(theirs[2]), 0, 'g', 9).arg(double(theirs[3]), 0, 'g', 9)
               .arg(double(ours[0]), 0, 'g', 9).arg(double(ours[1]), 0, 'g', 9).arg(double(ours[2]), 0, 'g', 9).arg(double(ours[3]), 0, 'g', 9);
    return false;
}
}  // namespace

class TestLineFit : public QObject {
    Q_OBJECT
private slots:
    // As the finder samples a side: 10-20 points evenly along it, each moved along the side's
    // normal by a whole number of steps to the strongest edge, a few of them onto something else
    // (a pip, a clip, the next card) several pixels away.
    void edgePointsFitAsOpenCVFitsThem() {
        cv::RNG rng(20261128);
        for (int trial = 0; trial < 4000; ++trial) {
            const int count = rng.uniform(10, 21);
            const float angle = rng.uniform(0.f, static_cast<float>(CV_PI));
            const cv::Point2f dir(std::cos(angle), std::sin(angle)), normal(-dir.y, dir.x);
            const cv::Point2f a(rng.uniform(0.f, 1900.f), rng.uniform(0.f, 1060.f));
            const float length = rng.uniform(40.f, 400.f);
            const int outliers = rng.uniform(0, 6);
            std::vector<cv::Point2f> points;
            for (int i = 0; i < count; ++i) {
                const cv::Point2f p = a + dir * (length * static_cast<float>(0.15 + 0.7 * i / (count - 1)));
                const int step = i < outliers ? rng.uniform(-15, 16) : rng.uniform(-1, 2);
                points.push_back(p + normal * static_cast<float>(step));
            }
            QString why;
            QVERIFY2(sameAsOpenCV(points, &why), qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(why)));
        }
    }
    // Points scattered with no line in them: many rounds of reweighting, starts that settle on
    // different lines; a tenth of the trials with more points than a side is sampled at.
    void scatteredPointsFitAsOpenCVFitsThem() {
        cv::RNG rng(7);
        for (int trial = 0; trial < 2000; ++trial) {
            const int count = trial % 10 == 0 ? rng.uniform(41, 301) : rng.uniform(1, 41);
            std::vector<cv::Point2f> points;
            for (int i = 0; i < count; ++i) points.emplace_back(rng.uniform(0.f, 60.f), rng.uniform(0.f, 60.f));
            QString why;
            QVERIFY2(sameAsOpenCV(points, &why), qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(why)));
        }
    }
    // Points exactly on a level or upright line (a side along the pixel grid): the error is all
    // but zero, which ends a start early.
    void pointsOnAGridLineFitAsOpenCVFitsThem() {
        cv::RNG rng(11);
        for (int trial = 0; trial < 500; ++trial) {
            const int count = rng.uniform(2, 25);
            const float at = static_cast<float>(rng.uniform(0, 700)), from = static_cast<float>(rng.uniform(0, 1000));
            std::vector<cv::Point2f> points;
            for (int i = 0; i < count; ++i) {
                const float along = from + static_cast<float>(i * rng.uniform(1, 9));
                // A few trials put one point off the line.
                const float off = trial % 5 == 0 && i == count / 2 ? static_cast<float>(rng.uniform(1, 6)) : 0.f;
                points.push_back(trial % 2 ? cv::Point2f(along, at + off) : cv::Point2f(at + off, along));
            }
            QString why;
            QVERIFY2(sameAsOpenCV(points, &why), qPrintable(QStringLiteral("trial %1: %2").arg(trial).arg(why)));
        }
    }
};

QTEST_GUILESS_MAIN(TestLineFit)
#include "test_line_fit.moc"
