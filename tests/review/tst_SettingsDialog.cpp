// The settings dialog reads and writes AppSettings: every choice it offers survives a save and
// a fresh dialog shows it again. Runs with QSettings in a private test location.

#include "AppSettings.h"
#include "SettingsDialog.h"

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

QTEST_MAIN(SettingsDialogTest)
#include "tst_SettingsDialog.moc"
