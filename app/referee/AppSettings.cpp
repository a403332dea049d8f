#include "AppSettings.h"

#include "GameLog.h"

#include <QSettings>

namespace encarde::ui {

namespace {
constexpr auto kCameraId = "camera/id";
constexpr auto kCameraResolution = "camera/resolution";
constexpr auto kClipLegend = "clips/legend";
constexpr auto kLanguage = "ui/language";
constexpr auto kTheme = "ui/theme";
constexpr auto kTextScale = "ui/textScale";
constexpr auto kSound = "ui/sound";
constexpr auto kKeepAwake = "ui/keepAwake";
constexpr auto kGameLog = "log/path";
}  // namespace

QStringList clipColourNames() {
    return {QStringLiteral("red"),  QStringLiteral("orange"), QStringLiteral("yellow"), QStringLiteral("green"),
            QStringLiteral("blue"), QStringLiteral("purple"), QStringLiteral("pink"),   QStringLiteral("black")};
}

ClipLegend defaultClipLegend() {
    // The scoring tokens a table meets most often get the most distinct colours; the suit tokens
    // that are left over are set by touch or given a colour in Settings.
    return {{QStringLiteral("red"), Token::Mult},       {QStringLiteral("blue"), Token::Bonus},
            {QStringLiteral("yellow"), Token::Wild},    {QStringLiteral("black"), Token::Steel},
            {QStringLiteral("purple"), Token::Glass},   {QStringLiteral("green"), Token::Strength},
            {QStringLiteral("orange"), Token::Stone},   {QStringLiteral("pink"), Token::Heart}};
}

AppSettings::AppSettings() = default;

QByteArray AppSettings::cameraId() const { return QSettings().value(kCameraId).toByteArray(); }
void AppSettings::setCameraId(const QByteArray& id) { QSettings().setValue(kCameraId, id); }
QSize AppSettings::cameraResolution() const { return QSettings().value(kCameraResolution).toSize(); }
void AppSettings::setCameraResolution(const QSize& size) { QSettings().setValue(kCameraResolution, size); }

ClipLegend AppSettings::clipLegend() const {
    QSettings s;
    if (!s.contains(kClipLegend)) return defaultClipLegend();
    ClipLegend legend;
    const QVariantMap stored = s.value(kClipLegend).toMap();
    for (auto it = stored.begin(); it != stored.end(); ++it)
        if (const auto token = parseToken(it.value().toString().toStdString())) legend.insert(it.key(), *token);
    return legend;
}

void AppSettings::setClipLegend(const ClipLegend& legend) {
    QVariantMap stored;
    for (auto it = legend.begin(); it != legend.end(); ++it)
        stored.insert(it.key(), QString::fromUtf8(tokenName(it.value()).data(), qsizetype(tokenName(it.value()).size())));
    QSettings().setValue(kClipLegend, stored);
}

std::optional<Token> AppSettings::tokenForClip(const QString& colour) const {
    const ClipLegend legend = clipLegend();
    const auto it = legend.find(colour);
    if (it == legend.end()) return std::nullopt;
    return it.value();
}

QString AppSettings::language() const { return QSettings().value(kLanguage).toString(); }
void AppSettings::setLanguage(const QString& code) { QSettings().setValue(kLanguage, code); }

Theme AppSettings::theme() const {
    const QString t = QSettings().value(kTheme).toString();
    if (t == QLatin1String("dark")) return Theme::Dark;
    if (t == QLatin1String("high-contrast")) return Theme::HighContrast;
    return Theme::Light;
}

void AppSettings::setTheme(Theme theme) {
    const char* names[] = {"light", "dark", "high-contrast"};
    QSettings().setValue(kTheme, QString::fromLatin1(names[static_cast<int>(theme)]));
}

double AppSettings::textScale() const { return qBound(0.8, QSettings().value(kTextScale, 1.0).toDouble(), 2.0); }
void AppSettings::setTextScale(double scale) { QSettings().setValue(kTextScale, qBound(0.8, scale, 2.0)); }
bool AppSettings::soundEnabled() const { return QSettings().value(kSound, true).toBool(); }
void AppSettings::setSoundEnabled(bool on) { QSettings().setValue(kSound, on); }
bool AppSettings::keepScreenAwake() const { return QSettings().value(kKeepAwake, true).toBool(); }
void AppSettings::setKeepScreenAwake(bool on) { QSettings().setValue(kKeepAwake, on); }

QString AppSettings::gameLogPath() const {
    const QString stored = QSettings().value(kGameLog).toString();
    return stored.isEmpty() ? defaultGameLogPath() : stored;
}
void AppSettings::setGameLogPath(const QString& path) { QSettings().setValue(kGameLog, path); }

QString AppSettings::defaultGameLogPath() { return GameLog::defaultPath(); }

}  // namespace encarde::ui
