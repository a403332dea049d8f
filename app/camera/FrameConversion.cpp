#include "FrameConversion.h"

#include <QImage>
#include <cstring>
#include <vector>
#include <QVideoFrameFormat>

#include <opencv2/imgproc.hpp>

namespace encarde::camera {

namespace {

// Copies `rows` rows of `rowBytes` from a plane with its own stride into a packed buffer.
void copyPlane(uchar* dst, const uchar* src, int rowBytes, int rows, int stride) {
    for (int y = 0; y < rows; ++y) std::memcpy(dst + static_cast<size_t>(y) * rowBytes, src + static_cast<size_t>(y) * stride, rowBytes);
}

// Converts a mapped frame; empty for formats handled by the fallback.
cv::Mat convertMapped(const QVideoFrame& f) {
    const int w = f.width(), h = f.height();
    cv::Mat bgr;
    auto packed4 = [&](int code) {
        const cv::Mat src(h, w, CV_8UC4, const_cast<uchar*>(f.bits(0)), static_cast<size_t>(f.bytesPerLine(0)));
        cv::cvtColor(src, bgr, code);
    };
    auto reorder4 = [&](std::initializer_list<int> fromTo) {  // byte orders OpenCV has no code for
        const cv::Mat src(h, w, CV_8UC4, const_cast<uchar*>(f.bits(0)), static_cast<size_t>(f.bytesPerLine(0)));
        bgr.create(h, w, CV_8UC3);
        const std::vector<int> pairs(fromTo);
        cv::mixChannels(&src, 1, &bgr, 1, pairs.data(), pairs.size() / 2);
    };
    switch (f.pixelFormat()) {
    case QVideoFrameFormat::Format_BGRA8888:
    case QVideoFrameFormat::Format_BGRA8888_Premultiplied:
    case QVideoFrameFormat::Format_BGRX8888: packed4(cv::COLOR_BGRA2BGR); break;
    case QVideoFrameFormat::Format_RGBA8888:
    case QVideoFrameFormat::Format_RGBX8888: packed4(cv::COLOR_RGBA2BGR); break;
    case QVideoFrameFormat::Format_ARGB8888:
    case QVideoFrameFormat::Format_ARGB8888_Premultiplied:
    case QVideoFrameFormat::Format_XRGB8888: reorder4({3, 0, 2, 1, 1, 2}); break;  // A R G B -> B G R
    case QVideoFrameFormat::Format_ABGR8888:
    case QVideoFrameFormat::Format_XBGR8888: reorder4({1, 0, 2, 1, 3, 2}); break;  // A B G R -> B G R
    case QVideoFrameFormat::Format_YUYV:
    case QVideoFrameFormat::Format_UYVY: {
        const cv::Mat src(h, w, CV_8UC2, const_cast<uchar*>(f.bits(0)), static_cast<size_t>(f.bytesPerLine(0)));
        cv::cvtColor(src, bgr, f.pixelFormat() == QVideoFrameFormat::Format_YUYV ? cv::COLOR_YUV2BGR_YUYV : cv::COLOR_YUV2BGR_UYVY);
        break;
    }
    case QVideoFrameFormat::Format_NV12:
    case QVideoFrameFormat::Format_NV21: {
        cv::Mat packed(h * 3 / 2, w, CV_8UC1);
        copyPlane(packed.data, f.bits(0), w, h, f.bytesPerLine(0));
        copyPlane(packed.data + static_cast<size_t>(w) * h, f.bits(1), w, h / 2, f.bytesPerLine(1));
        cv::cvtColor(packed, bgr, f.pixelFormat() == QVideoFrameFormat::Format_NV12 ? cv::COLOR_YUV2BGR_NV12 : cv::COLOR_YUV2BGR_NV21);
        break;
    }
    case QVideoFrameFormat::Format_YUV420P:
    case QVideoFrameFormat::Format_YV12: {
        cv::Mat packed(h * 3 / 2, w, CV_8UC1);
        uchar* dst = packed.data;
        copyPlane(dst, f.bits(0), w, h, f.bytesPerLine(0));
        dst += static_cast<size_t>(w) * h;
        copyPlane(dst, f.bits(1), w / 2, h / 2, f.bytesPerLine(1));
        dst += static_cast<size_t>(w / 2) * (h / 2);
        copyPlane(dst, f.bits(2), w / 2, h / 2, f.bytesPerLine(2));
        cv::cvtColor(packed, bgr, f.pixelFormat() == QVideoFrameFormat::Format_YUV420P ? cv::COLOR_YUV2BGR_I420 : cv::COLOR_YUV2BGR_YV12);
        break;
    }
    default: break;
    }
    return bgr;
}

}  // namespace

cv::Mat videoFrameToBgr(const QVideoFrame& frame) {
    if (!frame.isValid()) return {};
    // Map and convert with OpenCV: it needs no GUI application and is safe on the scan thread.
    QVideoFrame f(frame);
    if (f.map(QVideoFrame::ReadOnly)) {
        cv::Mat bgr = convertMapped(f);
        f.unmap();
        if (!bgr.empty()) return bgr;
    }
    // Other formats (e.g. a backend's texture frames): Qt's own conversion, which needs a
    // QGuiApplication, as the app always has.
    QImage image = frame.toImage();
    if (image.isNull()) return {};
    image = image.convertToFormat(QImage::Format_BGR888);
    const cv::Mat view(image.height(), image.width(), CV_8UC3, const_cast<uchar*>(image.constBits()),
                       static_cast<size_t>(image.bytesPerLine()));
    return view.clone();
}

QVideoFrame bgrToVideoFrame(const cv::Mat& bgr) {
    if (bgr.empty() || bgr.type() != CV_8UC3) return {};
    QVideoFrame frame(QVideoFrameFormat(QSize(bgr.cols, bgr.rows), QVideoFrameFormat::Format_BGRX8888));
    if (!frame.map(QVideoFrame::WriteOnly)) return {};
    cv::Mat target(bgr.rows, bgr.cols, CV_8UC4, frame.bits(0), static_cast<size_t>(frame.bytesPerLine(0)));
    cv::cvtColor(bgr, target, cv::COLOR_BGR2BGRA);
    frame.unmap();
    return frame;
}

}  // namespace encarde::camera
