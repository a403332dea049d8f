// The area resize of glyph pictures: exactly OpenCV's, for every size a glyph can have.
#include "AreaResize.h"

#include <QTest>

#include <opencv2/imgproc.hpp>

#include <cstring>

using namespace encarde::vision;

namespace {
// True when resizeAreaFloat and cv::resize (INTER_AREA) give the same floats, bit for bit.
bool sameAsOpenCV(const cv::Mat& src, cv::Size size, QString* why) {
    cv::Mat theirs, ours(size, CV_32F);
    cv::resize(src, theirs, size, 0, 0, cv::INTER_AREA);
    resizeAreaFloat(src, ours);
    for (int y = 0; y < size.height; ++y)
        if (std::memcmp(theirs.ptr<float>(y), ours.ptr<float>(y), sizeof(float) * static_cast<std::size_t>(size.width)) != 0) {
            *why = QStringLiteral("%1x%2 to %3x%4 differs in row %5").arg(src.cols).arg(src.rows).arg(size.width).arg(size.height).arg(y);
            return false;
        }
    return true;
}

cv::Mat randomPicture(cv::RNG& rng, int width, int height) {
    cv::Mat picture(height, width, CV_32F);
    // Inkness as the glyph reader has it (0-1, many zeros beside a glyph) and, at times, larger
    // values, where rounding shows more.
    const float top = rng.uniform(0, 4) == 0 ? 1000.f : 1.f;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) picture.at<float>(y, x) = rng.uniform(0, 3) == 0 ? 0.f : rng.uniform(0.f, top);
    return picture;
}
}  // namespace

class TestAreaResize : public QObject {
    Q_OBJECT
private slots:
    // Every glyph box from 1 to 70 pixels a side, shrunk (or not) to both feature grids: the
    // general area case, whole factors, enlarging and the same size.
    void glyphBoxesShrinkAsOpenCVShrinksThem() {
        cv::RNG rng(2811);
        for (const cv::Size grid : {cv::Size(12, 16), cv::Size(16, 20)})
            for (int width = 1; width <= 70; ++width)
                for (int height = 1; height <= 70; ++height) {
                    QString why;
                    QVERIFY2(sameAsOpenCV(randomPicture(rng, width, height), grid, &why), qPrintable(why));
                }
    }
    // Other sizes both ways, a window into a larger picture (a glyph's box in the index corner),
    // and pictures too large for the quick path.
    void otherSizesShrinkAsOpenCVShrinksThem() {
        cv::RNG rng(5);
        for (int trial = 0; trial < 3000; ++trial) {
            const cv::Size from(rng.uniform(1, 300), rng.uniform(1, 300)), to(rng.uniform(1, 60), rng.uniform(1, 60));
            const cv::Mat whole = randomPicture(rng, from.width + 7, from.height + 5);
            QString why;
            QVERIFY2(sameAsOpenCV(whole(cv::Rect(cv::Point(3, 2), from)), to, &why), qPrintable(why));
        }
    }
};

QTEST_GUILESS_MAIN(TestAreaResize)
#include "test_area_resize.moc"
