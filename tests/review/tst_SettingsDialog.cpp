// The settings dialog reads and writes AppSettings: every choice it offers survives a save and
// a fresh dialog shows it again. Runs with QSettings in a private test location.

#include "AppSettings.h"
#include "AppStyle.h"
#include "GamesMenu.h"
#include "ScreenAwake.h"
#include "SettingsDialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QtTest>

using namespace encarde;
using namespace encarde::review;

class SettingsDialogTest : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void showsTheDefaults();
    void savesEveryChoice_data();
    void savesEveryChoice();
    void clipLegendRoundTrips();
    void appearanceAppliesThemeAndTextSize_data();
    void appearanceAppliesThemeAndTextSize();
    void screenAwakeFollowsTheSetting();
    void restartDropsOnlyTheLanguageOverride();
};

void SettingsDialogTest::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("En Carde Test");
    QCoreApplication::setApplicationName("review-settings-test");
}

void SettingsDialogTest::init() { QSettings().clear(); }

void SettingsDialogTest::showsTheDefaults() {
    SettingsDialog dialog;
    QCOMPARE(dialog.themeBox()->currentData().toInt(), int(ui::Theme::Light));
    QCOMPARE(dialog.textSizeBox()->value(), 100);
    QVERIFY(dialog.soundBox()->isChecked());
    QVERIFY(dialog.keepAwakeBox()->isChecked());
    QCOMPARE(dialog.languageBox()->currentData().toString(), QString());  // the system's language
    QCOMPARE(dialog.cameraBox()->currentData().toByteArray(), QByteArray());
    QCOMPARE(dialog.resolutionBox()->currentData().toSize(), QSize());  // the camera's default
    // Default legend: red is a mult clip, blue a bonus clip, and nothing is set for blue's neighbours twice.
    QCOMPARE(dialog.clipBox("red")->currentData().toInt(), int(Token::Mult));
    QCOMPARE(dialog.clipBox("blue")->currentData().toInt(), int(Token::Bonus));
}

void SettingsDialogTest::savesEveryChoice_data() {
    QTest::addColumn<int>("theme");
    QTest::addColumn<int>("textSize");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("sound");
    QTest::addColumn<bool>("keepAwake");
    QTest::newRow("dark, large, French, muted") << int(ui::Theme::Dark) << 150 << "fr" << false << true;
    QTest::newRow("high contrast, largest, German, awake off") << int(ui::Theme::HighContrast) << 200 << "de" << true << false;
    QTest::newRow("light, small, English") << int(ui::Theme::Light) << 80 << "en" << true << true;
}

void SettingsDialogTest::savesEveryChoice() {
    QFETCH(int, theme);
    QFETCH(int, textSize);
    QFETCH(QString, language);
    QFETCH(bool, sound);
    QFETCH(bool, keepAwake);
    {
        SettingsDialog dialog;
        dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(theme));
        dialog.textSizeBox()->setValue(textSize);
        dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(language));
        dialog.soundBox()->setChecked(sound);
        dialog.keepAwakeBox()->setChecked(keepAwake);
        dialog.resolutionBox()->setCurrentIndex(dialog.resolutionBox()->findData(QSize(1280, 720)));
        QVERIFY(dialog.save());  // the language changed from the system's
    }
    const ui::AppSettings settings;
    QCOMPARE(int(settings.theme()), theme);
    QCOMPARE(settings.textScale(), textSize / 100.0);
    QCOMPARE(settings.language(), language);
    QCOMPARE(settings.soundEnabled(), sound);
    QCOMPARE(settings.keepScreenAwake(), keepAwake);
    QCOMPARE(settings.cameraResolution(), QSize(1280, 720));
    SettingsDialog again;
    QCOMPARE(again.themeBox()->currentData().toInt(), theme);
    QCOMPARE(again.textSizeBox()->value(), textSize);
    QCOMPARE(again.languageBox()->currentData().toString(), language);
    QCOMPARE(again.resolutionBox()->currentData().toSize(), QSize(1280, 720));
    QVERIFY(!again.save());  // nothing changed this time
}

void SettingsDialogTest::clipLegendRoundTrips() {
    {
        SettingsDialog dialog;
        dialog.clipBox("pink")->setCurrentIndex(dialog.clipBox("pink")->findData(int(Token::Club)));
        dialog.clipBox("red")->setCurrentIndex(dialog.clipBox("red")->findData(0));  // not used
        dialog.save();
    }
    const ui::AppSettings settings;
    QCOMPARE(settings.tokenForClip("pink"), std::optional<Token>(Token::Club));
    QCOMPARE(settings.tokenForClip("red"), std::optional<Token>());
    QCOMPARE(settings.tokenForClip("blue"), std::optional<Token>(Token::Bonus));
}

void SettingsDialogTest::appearanceAppliesThemeAndTextSize_data() {
    QTest::addColumn<int>("theme");
    QTest::addColumn<double>("scale");
    QTest::addColumn<bool>("darkWindow");
    QTest::addColumn<QString>("scoreFont");
    // The score label is 34 pt at 100 %: 34 × 1.5 = 51, 34 × 2 = 68, 34 × 0.8 = 27.2.
    QTest::newRow("dark at 150 %") << int(ui::Theme::Dark) << 1.5 << true << "font-size: 51.0pt";
    QTest::newRow("high contrast at 200 %") << int(ui::Theme::HighContrast) << 2.0 << true << "font-size: 68.0pt";
    QTest::newRow("light at 80 %") << int(ui::Theme::Light) << 0.8 << false << "font-size: 27.2pt";
}

void SettingsDialogTest::appearanceAppliesThemeAndTextSize() {
    QFETCH(int, theme);
    QFETCH(double, scale);
    QFETCH(bool, darkWindow);
    QFETCH(QString, scoreFont);
    auto& app = *qApp;
    ui::applyTableStyle(app);
    ui::applyAppearance(app, ui::Theme::Light, 1.0);
    const double base = app.font().pointSizeF();
    QVERIFY(base >= 12.0);  // the table style's minimum
    ui::applyAppearance(app, static_cast<ui::Theme>(theme), scale);
    ui::applyAppearance(app, static_cast<ui::Theme>(theme), scale);  // applying twice does not compound
    QCOMPARE(app.font().pointSizeF(), base * scale);
    QCOMPARE(app.palette().color(QPalette::Window).lightness() < 100, darkWindow);
    QCOMPARE(app.palette().color(QPalette::WindowText).lightness() > 150, darkWindow);  // text stays readable
    QVERIFY2(app.styleSheet().contains("QLabel[role=\"score\"] { " + scoreFont), qPrintable(app.styleSheet()));
    ui::applyAppearance(app, ui::Theme::Light, 1.0);
    QCOMPARE(app.font().pointSizeF(), base);
}

void SettingsDialogTest::screenAwakeFollowsTheSetting() {
    ui::AppSettings().setKeepScreenAwake(false);
    ScreenAwake off;
    QVERIFY(!off.hold("game on"));
    QVERIFY(!off.held());
    QVERIFY(off.problem().contains("off in Settings"));
    // On: held when the desktop answers, otherwise a worded problem (no session bus in CI).
    ui::AppSettings().setKeepScreenAwake(true);
    ScreenAwake on;
    const bool held = on.hold("game on");
    QCOMPARE(on.held(), held);
    QCOMPARE(on.problem().isEmpty(), held);
    on.release();
    QVERIFY(!on.held());
}

// After a language change the app restarts with its own arguments, except a --lang that would
// win over the language just saved (whichever way it was spelled).
void SettingsDialogTest::restartDropsOnlyTheLanguageOverride() {
    const QStringList spaced{"--demo", "--lang", "fr", "--size", "800x1280"};
    QCOMPARE(GamesMenu::restartArguments(spaced), (QStringList{"--demo", "--size", "800x1280"}));
    const QStringList joined{"--lang=de", "--log", "/tmp/x.sqlite"};
    QCOMPARE(GamesMenu::restartArguments(joined), (QStringList{"--log", "/tmp/x.sqlite"}));
    const QStringList none{"--no-camera"};
    QCOMPARE(GamesMenu::restartArguments(none), none);
}

QTEST_MAIN(SettingsDialogTest)
#include "tst_SettingsDialog.moc"

