// English, French and German must be complete (every visible string): each French and German
// .ts entry is translated, non-empty, and keeps the source's placeholders (%1, %n, %L1) and
// accelerator, so no screen falls back to English and no number goes missing. Qt's own strings
// (the standard buttons: Close, Cancel) come from Qt's translations, installed with the app's
// packages (qt6-translations-l10n) where the app loads them from.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Entry {
    QString context, source;
    QStringList translations;  // one, or the numerus forms
    bool unfinished = false;
};

QList<Entry> readTs(const QString& path, QString* error) {
    QList<Entry> entries;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = "cannot open " + path;
        return entries;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Entry current;
    bool inMessage = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
                entries.append(current);
                inMessage = false;
            }
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("name") && !inMessage) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Entry{context, {}, {}, false};
            inMessage = true;
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            // Entries no longer in the code are not shown anywhere.
            if (type == QLatin1String("vanished") || type == QLatin1String("obsolete")) {
                inMessage = false;
                xml.skipCurrentElement();
                continue;
            }
            current.unfinished = type == QLatin1String("unfinished");
            // Plain text, or one <numerusform> per plural form.
            QString text;
            xml.readNext();
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) current.translations.append(xml.readElementText());
                else if (xml.isCharacters()) text += xml.text();
                xml.readNext();
            }
            if (current.translations.isEmpty()) current.translations.append(text);
        }
    }
    if (xml.hasError()) *error = path + ": " + xml.errorString();
    return entries;
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("%L?[0-9n]"));
    QSet<QString> found;
    for (auto it = pattern.globalMatch(text); it.hasNext();) found.insert(it.next().captured());
    return found;
}

}  // namespace

class TranslationsTest : public QObject {
    Q_OBJECT
private slots:
    void complete_data() {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(TRANSLATIONS_DIR));
        const QStringList files = dir.entryList({QStringLiteral("*_fr.ts"), QStringLiteral("*_de.ts")}, QDir::Files);
        QVERIFY(files.size() >= 4);  // the referee's and the review's, in French and German
        for (const QString& f : files) QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }

    void complete() {
        QFETCH(QString, path);
        QString error;
        const QList<Entry> entries = readTs(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!entries.isEmpty());
        QStringList problems;
        for (const Entry& e : entries) {
            const QString where = e.context + ": \"" + e.source.left(60) + "\"";
            if (e.unfinished) {
                problems << "untranslated " + where;
                continue;
            }
            for (const QString& t : e.translations) {
                if (t.trimmed().isEmpty()) problems << "empty translation " + where;
                else if (placeholders(t) != placeholders(e.source)) problems << "placeholders differ " + where;
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QString::number(problems.size()) + " problems, e.g.\n" +
                                                problems.mid(0, 10).join(QLatin1Char('\n'))));
    }

    // Every message the referee's code marks for translation is in its translations: the
    // camera's ("No camera detected…", shown to every table without a camera) were left out of
    // the files lupdate reads, and showed in English in French and German. (Messages written as
    // one literal, tr("…"), in the referee's and the camera's sources.)
    void everyMessageIsInTheTranslations_data() {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(TRANSLATIONS_DIR));
        for (const QString& f : {QStringLiteral("encarde_fr.ts"), QStringLiteral("encarde_de.ts")}) QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }

    void everyMessageIsInTheTranslations() {
        QFETCH(QString, path);
        QString error;
        QSet<QString> sources;
        for (const Entry& e : readTs(path, &error)) sources.insert(e.source);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        static const QRegularExpression literal(QStringLiteral("\\btr\\(\"((?:[^\"\\\\]|\\\\.)*)\"\\)"));
        QStringList missing;
        int looked = 0;
        for (const QString& folder : {QStringLiteral("referee"), QStringLiteral("camera")}) {
            QDirIterator it(QStringLiteral(APP_SOURCE_DIR) + QLatin1Char('/') + folder, {QStringLiteral("*.cpp")}, QDir::Files);
            while (it.hasNext()) {
                const QString file = it.next();
                QFile f(file);
                QVERIFY(f.open(QIODevice::ReadOnly));
                const QString code = QString::fromUtf8(f.readAll());
                for (auto m = literal.globalMatch(code); m.hasNext();) {
                    QString text = m.next().captured(1);
                    text.replace(QStringLiteral("\\\""), QStringLiteral("\"")).replace(QStringLiteral("\\n"), QStringLiteral("\n"));
                    ++looked;
                    if (!sources.contains(text)) missing << QFileInfo(file).fileName() + ": \"" + text.left(60) + "\"";
                }
            }
        }
        QVERIFY(looked > 100);
        QVERIFY2(missing.isEmpty(), qPrintable(QString::number(missing.size()) + " not in " + QFileInfo(path).fileName() + ", e.g.\n" +
                                                missing.mid(0, 10).join(QLatin1Char('\n'))));
    }

    // The referee loads Qt's own strings as it does here (app/referee/main.cpp): without them a
    // French table's dialogs said "Close" and "Cancel".
    void qtsOwnStrings_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("close");
        QTest::addColumn<QString>("cancel");
        QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Fermer") << QStringLiteral("Annuler");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Schließen") << QStringLiteral("Abbrechen");
    }

    void qtsOwnStrings() {
        QFETCH(QString, language);
        QFETCH(QString, close);
        QFETCH(QString, cancel);
        QTranslator qtStrings;
        QVERIFY2(qtStrings.load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                                QLibraryInfo::path(QLibraryInfo::TranslationsPath)),
                 "Qt's translations are not installed (scripts/packages.txt: qt6-translations-l10n)");
        QCOMPARE(qtStrings.translate("QPlatformTheme", "Close"), close);
        QCOMPARE(qtStrings.translate("QPlatformTheme", "Cancel"), cancel);
    }
};

QTEST_GUILESS_MAIN(TranslationsTest)
#include "tst_Translations.moc"
