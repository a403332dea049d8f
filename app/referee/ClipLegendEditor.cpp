#include "ClipLegendEditor.h"

#include "DisplayText.h"
#include "TouchFriendly.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>

namespace encarde::ui {

namespace {
QString swatchColour(const QString& name) {
    static const QMap<QString, QString> colours{{QStringLiteral("red"), QStringLiteral("#d32f2f")},
                                                {QStringLiteral("orange"), QStringLiteral("#f57c00")},
                                                {QStringLiteral("yellow"), QStringLiteral("#fbc02d")},
                                                {QStringLiteral("green"), QStringLiteral("#388e3c")},
                                                {QStringLiteral("blue"), QStringLiteral("#1976d2")},
                                                {QStringLiteral("purple"), QStringLiteral("#7b1fa2")},
                                                {QStringLiteral("pink"), QStringLiteral("#f06292")},
                                                {QStringLiteral("black"), QStringLiteral("#212121")}};
    return colours.value(name, QStringLiteral("#888"));
}

}  // namespace

ClipLegendEditor::ClipLegendEditor(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("clipLegendEditor"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const QStringList colours = clipColourNames();
    for (int i = 0; i < colours.size(); ++i) {
        const QString colour = colours[i];
        auto* swatch = new QLabel(this);
        swatch->setFixedSize(28, 28);
        swatch->setStyleSheet(QStringLiteral("background: %1; border: 2px solid #555; border-radius: 4px;").arg(swatchColour(colour)));
        auto* name = new QLabel(tr("%1 clip:").arg(clipColourDisplayName(colour)), this);
        auto* combo = new QComboBox(this);
        combo->setObjectName(QStringLiteral("legend_") + colour);
        combo->addItem(tr("(not used)"), QString());
        for (int k = 1; k <= kTokenKindCount; ++k) {
            const auto token = static_cast<Token>(k);
            combo->addItem(tokenDisplayName(token), QString::fromUtf8(tokenName(token).data()));
        }
        combo->setAccessibleName(tr("Token for the %1 clip").arg(clipColourDisplayName(colour)));
        name->setBuddy(combo);
        makeTouchTarget(combo);
        const int row = i % 4, col = (i / 4) * 3;
        grid->addWidget(swatch, row, col);
        grid->addWidget(name, row, col + 1);
        grid->addWidget(combo, row, col + 2);
        rows_.emplace_back(colour, combo);
    }
    auto* reset = new QPushButton(tr("Reset to the usual colours"), this);
    reset->setObjectName(QStringLiteral("legendReset"));
    reset->setAutoDefault(false);
    makeTouchTarget(reset);
    grid->addWidget(reset, 4, 0, 1, 6, Qt::AlignLeft);
    connect(reset, &QPushButton::clicked, this, [this] { setLegend(defaultClipLegend()); });
}

void ClipLegendEditor::setLegend(const ClipLegend& legend) {
    for (auto& [colour, combo] : rows_) {
        const auto it = legend.find(colour);
        combo->setCurrentIndex(it == legend.end() ? 0 : qMax(0, combo->findData(QString::fromUtf8(tokenName(it.value()).data()))));
    }
}

ClipLegend ClipLegendEditor::legend() const {
    ClipLegend out;
    for (const auto& [colour, combo] : rows_)
        if (const auto token = parseToken(combo->currentData().toString().toStdString())) out.insert(colour, *token);
    return out;
}

QComboBox* ClipLegendEditor::chooser(const QString& colour) const {
    for (const auto& [c, combo] : rows_)
        if (c == colour) return combo;
    return nullptr;
}

}  // namespace encarde::ui
