#include "SettingsDialog.h"

#include "DisplayText.h"
#include "TouchFriendly.h"

#include <QCameraDevice>
#include <QCameraFormat>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMediaDevices>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <set>

namespace encarde::review {

namespace {
// The swatch beside each clip colour; the colour is always named too.
QColor swatchColour(const QString& colour) {
    if (colour == QLatin1String("pink")) return QColor(0xf4, 0x8f, 0xb1);
    if (colour == QLatin1String("orange")) return QColor(0xfb, 0x8c, 0x00);
    if (colour == QLatin1String("yellow")) return QColor(0xfd, 0xd8, 0x35);
    return QColor(colour);
}
}  // namespace

QString SettingsDialog::colourDisplayName(const QString& colour) { return ui::clipColourDisplayName(colour); }

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("settingsDialog"));
    auto* columns = new QHBoxLayout;

    auto* table = new QGroupBox(tr("Camera and display"), this);
    auto* form = new QFormLayout(table);
    camera_ = new QComboBox(table);
    camera_->setObjectName(QStringLiteral("cameraBox"));
    camera_->addItem(tr("System default camera"), QByteArray());
    for (const QCameraDevice& device : QMediaDevices::videoInputs()) camera_->addItem(device.description(), device.id());
    resolution_ = new QComboBox(table);
    resolution_->setObjectName(QStringLiteral("resolutionBox"));
    language_ = new QComboBox(table);
    language_->setObjectName(QStringLiteral("languageBox"));
    language_->addItem(tr("System language"), QString());
    // Each language is named in itself so anyone can find their own.
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    language_->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    theme_ = new QComboBox(table);
    theme_->setObjectName(QStringLiteral("themeBox"));
    theme_->addItem(tr("Light"), static_cast<int>(ui::Theme::Light));
    theme_->addItem(tr("Dark"), static_cast<int>(ui::Theme::Dark));
    theme_->addItem(tr("High contrast"), static_cast<int>(ui::Theme::HighContrast));
    textSize_ = new QSpinBox(table);
    textSize_->setObjectName(QStringLiteral("textSizeBox"));
    textSize_->setRange(80, 200);
    textSize_->setSingleStep(10);
    textSize_->setSuffix(QStringLiteral(" %"));
    sound_ = new QCheckBox(tr("Play sound cues (untick to mute)"), table);
    sound_->setObjectName(QStringLiteral("soundBox"));
    keepAwake_ = new QCheckBox(tr("Keep the screen awake during a game"), table);
    keepAwake_->setObjectName(QStringLiteral("keepAwakeBox"));
    form->addRow(tr("&Camera:"), camera_);
    form->addRow(tr("&Resolution:"), resolution_);
    form->addRow(tr("&Language:"), language_);
    form->addRow(tr("&Theme:"), theme_);
    form->addRow(tr("Text &size:"), textSize_);
    form->addRow(sound_);
    form->addRow(keepAwake_);
    columns->addWidget(table, 1);

    auto* legend = new QGroupBox(tr("Clip colour legend"), this);
    auto* legendForm = new QFormLayout(legend);
    for (const QString& colour : ui::clipColourNames()) {
        auto* box = new QComboBox(legend);
        box->setObjectName(QStringLiteral("clip_") + colour);
        box->setAccessibleName(tr("Token for a %1 clip").arg(colourDisplayName(colour)));
        box->addItem(tr("(not used)"), 0);
        for (int k = 1; k <= kTokenKindCount; ++k) box->addItem(ui::tokenDisplayName(static_cast<Token>(k)), k);
        // A framed swatch, so black and yellow show on dark and light backgrounds alike.
        QPixmap swatch(18, 18);
        swatch.fill(Qt::gray);
        QPainter paint(&swatch);
        paint.fillRect(2, 2, 14, 14, swatchColour(colour));
        paint.end();
        auto* named = new QWidget(legend);
        auto* row = new QHBoxLayout(named);
        row->setContentsMargins(0, 0, 0, 0);
        auto* chip = new QLabel(named);
        chip->setPixmap(swatch);
        auto* label = new QLabel(colourDisplayName(colour), named);
        label->setBuddy(box);
        row->addWidget(chip);
        row->addWidget(label, 1);
        legendForm->addRow(named, box);
        clips_.insert(colour, box);
    }
    columns->addWidget(legend, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
        const ui::ClipLegend defaults = ui::defaultClipLegend();
        for (auto it = clips_.begin(); it != clips_.end(); ++it)
            it.value()->setCurrentIndex(it.value()->findData(defaults.contains(it.key()) ? static_cast<int>(defaults.value(it.key())) : 0));
    });
    for (QAbstractButton* b : buttons->buttons()) ui::makeTouchTarget(b);
    auto* column = new QVBoxLayout(this);
    column->addLayout(columns, 1);
    column->addWidget(buttons);

    connect(camera_, &QComboBox::currentIndexChanged, this, &SettingsDialog::fillResolutions);
    load();
}

void SettingsDialog::fillResolutions() {
    const QSize chosen = resolution_->currentData().toSize().isValid() ? resolution_->currentData().toSize() : settings_.cameraResolution();
    resolution_->clear();
    resolution_->addItem(tr("Camera default"), QSize());
    auto less = [](const QSize& a, const QSize& b) { return a.width() * a.height() < b.width() * b.height() || (a.width() * a.height() == b.width() * b.height() && a.width() < b.width()); };
    std::set<QSize, decltype(less)> sizes(less);
    const QByteArray id = camera_->currentData().toByteArray();
    for (const QCameraDevice& device : QMediaDevices::videoInputs())
        if (id.isEmpty() ? device == QMediaDevices::defaultVideoInput() : device.id() == id)
            for (const QCameraFormat& format : device.videoFormats()) sizes.insert(format.resolution());
    if (sizes.empty()) sizes = {QSize(640, 480), QSize(1280, 720), QSize(1920, 1080)};  // no camera to ask
    for (const QSize& s : sizes) resolution_->addItem(QStringLiteral("%1 × %2").arg(s.width()).arg(s.height()), s);
    const int index = resolution_->findData(chosen);
    resolution_->setCurrentIndex(index >= 0 ? index : 0);
}

void SettingsDialog::load() {
    const int cameraIndex = camera_->findData(settings_.cameraId());
    camera_->setCurrentIndex(cameraIndex >= 0 ? cameraIndex : 0);
    fillResolutions();
    const int languageIndex = language_->findData(settings_.language());
    language_->setCurrentIndex(languageIndex >= 0 ? languageIndex : 0);
    theme_->setCurrentIndex(theme_->findData(static_cast<int>(settings_.theme())));
    textSize_->setValue(qRound(settings_.textScale() * 100));
    sound_->setChecked(settings_.soundEnabled());
    keepAwake_->setChecked(settings_.keepScreenAwake());
    const ui::ClipLegend legend = settings_.clipLegend();
    for (auto it = clips_.begin(); it != clips_.end(); ++it)
        it.value()->setCurrentIndex(it.value()->findData(legend.contains(it.key()) ? static_cast<int>(legend.value(it.key())) : 0));
}

bool SettingsDialog::save() {
    settings_.setCameraId(camera_->currentData().toByteArray());
    settings_.setCameraResolution(resolution_->currentData().toSize());
    const bool languageChanged = language_->currentData().toString() != settings_.language();
    settings_.setLanguage(language_->currentData().toString());
    settings_.setTheme(static_cast<ui::Theme>(theme_->currentData().toInt()));
    settings_.setTextScale(textSize_->value() / 100.0);
    settings_.setSoundEnabled(sound_->isChecked());
    settings_.setKeepScreenAwake(keepAwake_->isChecked());
    ui::ClipLegend legend;
    for (auto it = clips_.begin(); it != clips_.end(); ++it)
        if (const int k = it.value()->currentData().toInt(); k > 0) legend.insert(it.key(), static_cast<Token>(k));
    settings_.setClipLegend(legend);
    return languageChanged;
}

}  // namespace encarde::review
