#include "QtCv.h"

#include <opencv2/imgproc.hpp>

namespace encarde::vision::tools {

cv::Mat toBgra(const QImage& image) {
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    // Format_ARGB32 is B,G,R,A in memory on little-endian machines: OpenCV's BGRA.
    cv::Mat view(argb.height(), argb.width(), CV_8UC4, const_cast<uchar*>(argb.constBits()),
                 static_cast<size_t>(argb.bytesPerLine()));
    return view.clone();
}

cv::Mat toBgr(const QImage& image, const cv::Scalar& background) {
    const cv::Mat bgra = toBgra(image);
    cv::Mat out(bgra.size(), CV_8UC3);
    for (int y = 0; y < bgra.rows; ++y) {
        const cv::Vec4b* in = bgra.ptr<cv::Vec4b>(y);
        cv::Vec3b* o = out.ptr<cv::Vec3b>(y);
        for (int x = 0; x < bgra.cols; ++x) {
            const double a = in[x][3] / 255.0;
            for (int c = 0; c < 3; ++c) o[x][c] = cv::saturate_cast<uchar>(in[x][c] * a + background[c] * (1 - a));
        }
    }
    return out;
}

}  // namespace encarde::vision::tools
