#include "AppStyle.h"

#include <QApplication>
#include <QFont>

namespace encarde::ui {

void applyTableStyle(QApplication& app) {
    QFont font = app.font();
    font.setPointSizeF(qMax(font.pointSizeF(), 12.0));
    app.setFont(font);
    app.setStyleSheet(QStringLiteral(R"(
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
    )"));
}

}  // namespace encarde::ui
