#include "Degradation.h"

#include <QStringList>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

namespace encarde::vision::tools {

std::optional<Degradation> parseDegradation(const QString& request) {
    const QStringList parts = request.split(QLatin1Char(':'));
    bool isNumber = false;
    const double amount = parts.size() == 2 ? parts[1].toDouble(&isNumber) : 0;
    if (!isNumber || amount <= 0) return std::nullopt;
    const QString& kind = parts[0];
    if (kind == QLatin1String("defocus")) return Degradation{Degradation::Defocus, amount};
    if (kind == QLatin1String("motion")) return Degradation{Degradation::Motion, amount};
    if (kind == QLatin1String("noise")) return Degradation{Degradation::Noise, amount};
    if (kind == QLatin1String("dim") && amount < 1) return Degradation{Degradation::Dim, amount};
    if (kind == QLatin1String("bright") && amount > 1) return Degradation{Degradation::Bright, amount};
    if (kind == QLatin1String("haze") && amount < 1) return Degradation{Degradation::Haze, amount};
    if (kind == QLatin1String("jpeg") && amount >= 1 && amount <= 100) return Degradation{Degradation::Jpeg, amount};
    if (kind == QLatin1String("warm") && amount < 1) return Degradation{Degradation::Warm, amount};
    return std::nullopt;
}

void degrade(cv::Mat& image, const Degradation& d, int frame) {
    cv::RNG rng(static_cast<std::uint64_t>(frame) + 1);
    const auto addNoise = [&](double sigma) {
        cv::Mat noise(image.size(), CV_16SC3), wide;
        rng.fill(noise, cv::RNG::NORMAL, 0, sigma);
        image.convertTo(wide, CV_16SC3);
        wide += noise;
        wide.convertTo(image, CV_8UC3);
    };
    switch (d.kind) {
    case Degradation::Defocus:
        cv::GaussianBlur(image, image, cv::Size(0, 0), d.amount);
        break;
    case Degradation::Motion: {
        const int length = std::max(2, static_cast<int>(std::lround(d.amount)));
        cv::filter2D(image, image, -1, cv::Mat(1, length, CV_32F, cv::Scalar(1.0 / length)));
        break;
    }
    case Degradation::Noise:
        addNoise(d.amount);
        break;
    case Degradation::Dim:
        image.convertTo(image, -1, d.amount);
        addNoise(3);
        break;
    case Degradation::Bright:
        image.convertTo(image, -1, d.amount);
        break;
    case Degradation::Haze:
        image.convertTo(image, -1, 1 - d.amount, 255 * d.amount);
        break;
    case Degradation::Jpeg: {
        std::vector<uchar> bytes;
        cv::imencode(".jpg", image, bytes, {cv::IMWRITE_JPEG_QUALITY, static_cast<int>(std::lround(d.amount))});
        image = cv::imdecode(bytes, cv::IMREAD_COLOR);
        break;
    }
    case Degradation::Warm:
        // A tungsten bulb's white is orange to a camera: green falls less than blue.
        cv::multiply(image, cv::Scalar(d.amount, 1 - 0.4 * (1 - d.amount), 1.0), image);
        break;
    }
}

}  // namespace encarde::vision::tools
