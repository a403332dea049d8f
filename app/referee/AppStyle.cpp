#include "AppStyle.h"

#include <QApplication>
#include <QFont>
#include <QPalette>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleFactory>

namespace encarde::ui {

namespace {
const char* const kBasePointSize = "encardeBasePointSize";

QString tableStyleSheet() {
    return QStringLiteral(R"(
        *[suitColour="red"] { color: #b71c1c; }
        *[suitColour="black"] { color: #1a1a1a; }
        QPushButton[suitColour] { font-size: 15pt; font-weight: 600; padding: 2px; }
        QLabel[role="cardFace"] { font-size: 30pt; font-weight: 700; min-width: 80px; }
        QFrame[role="cardTile"] { background: #fbfaf5; border: 2px solid #b0b0b0; border-radius: 8px; }
        QFrame[role="cardTile"][scoring="true"] { border: 3px solid #2e7d32; }
        QLabel[role="caption"], QLabel[role="hint"] { color: #444; }
        QLabel[role="problem"] { color: #8a1010; background: #fdecea; border: 1px solid #e0a0a0;
                                 border-radius: 4px; padding: 6px; font-weight: 600; }
        QLabel[role="handType"] { font-size: 22pt; font-weight: 700; }
        QLabel[role="formula"] { font-size: 20pt; }
        QLabel[role="score"] { font-size: 34pt; font-weight: 800; }
        QLabel[role="sectionTitle"] { font-size: 14pt; font-weight: 700; }
        QLabel[role="jokerName"] { font-size: 14pt; }
        QGroupBox { font-weight: 700; margin-top: 14px; }
        QGroupBox::title { subcontrol-origin: margin; left: 6px; }
        QPushButton[role="toggle"]:checked { background: #2e7d32; color: white; font-weight: 700; }
        QTableView { font-size: 12pt; }
        QLabel[role="phaseTitle"] { font-size: 20pt; font-weight: 800; }
        QLabel[role="whoActs"] { font-size: 14pt; }
        QLabel[role="anteResult"] { font-size: 18pt; font-weight: 700; background: #e8f5e9; border: 2px solid #2e7d32;
                                    border-radius: 6px; padding: 8px; }
        QLabel[role="playerName"] { font-size: 18pt; font-weight: 800; }
        QLabel[role="chips"] { font-size: 16pt; font-weight: 700; color: #8a5a00; }
        QLabel[role="actorName"] { font-size: 13pt; font-weight: 700; }
        QFrame[role="playerBoard"] { background: #fbfaf5; border: 2px solid #c8c8c8; border-radius: 8px; }
        QFrame[role="playerBoard"][acting="true"] { border: 3px solid #1565c0; background: #f1f6fd; }
        QPushButton[role="primary"] { font-size: 14pt; font-weight: 700; padding: 6px 16px; }
    )");
}

// Cards stay light paper in every theme (as on the table); text around them follows the theme.
QString darkOverrides() {
    return QStringLiteral(R"(
        QLabel[role="caption"], QLabel[role="hint"] { color: #c8c8c8; }
        QLabel[role="problem"] { color: #ffd6d6; background: #5a1e1e; border: 1px solid #c06060; }
        QPushButton[suitColour="red"] { color: #ff8a80; }
        QPushButton[suitColour="black"] { color: #f0f0f0; }
        QFrame[role="playerBoard"] { background: #2e3034; border: 2px solid #5a5d62; }
        QFrame[role="playerBoard"][acting="true"] { border: 3px solid #8ac4ff; background: #263445; }
        QLabel[role="anteResult"] { color: #e8f5e9; background: #1e3a22; border-color: #66bb6a; }
        QLabel[role="chips"] { color: #ffcc66; }
    )");
}

QString highContrastOverrides() {
    return QStringLiteral(R"(
        QLabel[role="caption"], QLabel[role="hint"] { color: #ffffff; }
        QLabel[role="problem"] { color: #ffff00; background: #000000; border: 2px solid #ffff00; }
        QFrame[role="cardTile"] { border: 3px solid #ffffff; }
        QPushButton, QLineEdit, QComboBox, QSpinBox, QAbstractItemView, QTextBrowser, QTabWidget::pane
            { border: 2px solid #ffffff; }
        QPushButton { padding: 4px 12px; }
        QCheckBox::indicator { width: 18px; height: 18px; border: 2px solid #ffffff; background: #000000; }
        QCheckBox::indicator:checked { background: #ffff00; }
        QPushButton[suitColour="red"] { color: #ff7070; }
        QPushButton[suitColour="black"] { color: #ffffff; }
        QFrame[role="playerBoard"] { background: #000000; border: 2px solid #ffffff; }
        QFrame[role="playerBoard"][acting="true"] { border: 4px solid #ffff00; background: #000000; }
        QLabel[role="anteResult"] { color: #ffff00; background: #000000; border: 3px solid #ffff00; }
        QLabel[role="chips"] { color: #ffff00; }
    )");
}

// Multiplies every "font-size: Npt" so the text size setting reaches the large labels too.
QString scaledSheet(QString sheet, double scale) {
    static const QRegularExpression size(QStringLiteral("font-size:\\s*([0-9.]+)pt"));
    QString out;
    qsizetype last = 0;
    for (auto it = size.globalMatch(sheet); it.hasNext();) {
        const auto m = it.next();
        out += sheet.mid(last, m.capturedStart() - last);
        out += QStringLiteral("font-size: %1pt").arg(m.captured(1).toDouble() * scale, 0, 'f', 1);
        last = m.capturedEnd();
    }
    return out + sheet.mid(last);
}

QPalette darkPalette() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x26, 0x28, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Base, QColor(0x1c, 0x1d, 0x20));
    p.setColor(QPalette::AlternateBase, QColor(0x2e, 0x30, 0x34));
    p.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Button, QColor(0x33, 0x36, 0x3a));
    p.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::ToolTipBase, QColor(0x33, 0x36, 0x3a));
    p.setColor(QPalette::ToolTipText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Highlight, QColor(0x4a, 0x90, 0xd9));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xc4, 0xff));
    p.setColor(QPalette::PlaceholderText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    return p;
}

QPalette highContrastPalette() {
    QPalette p;
    for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button, QPalette::ToolTipBase})
        p.setColor(role, Qt::black);
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText, QPalette::BrightText})
        p.setColor(role, Qt::white);
    p.setColor(QPalette::Highlight, QColor(0xff, 0xff, 0x00));
    p.setColor(QPalette::HighlightedText, Qt::black);
    p.setColor(QPalette::Link, QColor(0x00, 0xff, 0xff));
    p.setColor(QPalette::PlaceholderText, QColor(0xd0, 0xd0, 0xd0));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0xa0, 0xa0, 0xa0));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0xa0, 0xa0, 0xa0));
    return p;
}
}  // namespace

void applyTableStyle(QApplication& app) {
    QFont font = app.font();
    font.setPointSizeF(qMax(font.pointSizeF(), 12.0));
    app.setFont(font);
    app.setStyleSheet(tableStyleSheet());
}

void applyAppearance(QApplication& app, Theme theme, double textScale) {
    if (!app.property(kBasePointSize).isValid()) app.setProperty(kBasePointSize, qMax(app.font().pointSizeF(), 12.0));
    QFont font = app.font();
    font.setPointSizeF(app.property(kBasePointSize).toDouble() * textScale);
    app.setFont(font);
    // Fusion draws every control from the palette, so dark and high contrast look the same everywhere.
    if (QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"))) app.setStyle(fusion);
    QString sheet = tableStyleSheet();
    switch (theme) {
    case Theme::Light: app.setPalette(app.style()->standardPalette()); break;
    case Theme::Dark: app.setPalette(darkPalette()); sheet += darkOverrides(); break;
    case Theme::HighContrast: app.setPalette(highContrastPalette()); sheet += highContrastOverrides(); break;
    }
    app.setStyleSheet(scaledSheet(sheet, textScale));
}

}  // namespace encarde::ui
