#include "GameExport.h"

#include "ActionDescription.h"
#include "DisplayText.h"
#include "GameCharts.h"
#include "PlayAnalysis.h"
#include "ScoreJson.h"

#include <QChartView>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QPdfWriter>
#include <QTextDocument>

namespace encarde::review {

namespace {

QByteArray csvField(const QString& text) {
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n')) return text.toUtf8();
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return '"' + quoted.toUtf8() + '"';
}

QString plainCards(const PlayedHand& hand) {
    QStringList out;
    for (const PlayedCard& c : hand) out << QString::fromStdString(playedCardText(c));
    return out.join(u' ');
}

QString chipTakersOf(const ReviewedGame& game, int ante) {
    for (const QJsonObject& result : game.anteResults) {
        if (result.value(QStringLiteral("ante")).toInt() != ante) continue;
        QStringList takers;
        for (const QJsonValue& v : result.value(QStringLiteral("chip_to")).toArray()) takers << v.toString();
        return takers.join(QStringLiteral(", "));
    }
    return {};
}
}  // namespace

QByteArray gameToJson(const ReviewedGame& game) {
    QJsonArray actions;
    for (const LoggedAction& a : game.log)
        actions.append(QJsonObject{{QStringLiteral("seq"), a.seq}, {QStringLiteral("action"), a.action}, {QStringLiteral("event"), a.event}});
    QJsonObject doc{{QStringLiteral("format"), QLatin1String(kGameExportFormat)},
                    {QStringLiteral("version"), kGameExportVersion},
                    {QStringLiteral("players"), QJsonArray::fromStringList(game.players)},
                    {QStringLiteral("actions"), actions}};
    if (game.createdUtc.isValid()) doc[QStringLiteral("created_utc")] = game.createdUtc.toUTC().toString(Qt::ISODateWithMs);
    if (!game.winner.isEmpty()) doc[QStringLiteral("winner")] = game.winner;
    return QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

QByteArray gameToCsv(const ReviewedGame& game) {
    QByteArray out = "game,ante,seq,player,played,hand_type,base,mult,score,chip\r\n";
    for (const RevealRecord& r : game.reveals) {
        const QStringList takers = chipTakersOf(game, r.ante).split(QStringLiteral(", "));
        const QList<QByteArray> fields = {
            QByteArray::number(game.id), QByteArray::number(r.ante), QByteArray::number(r.seq), csvField(r.player),
            csvField(plainCards(r.played)), csvField(QString::fromUtf8(handTypeName(r.result.handType).data())),
            QByteArray::number(static_cast<qlonglong>(r.result.base)), QByteArray::number(multToNumber(r.result.mult), 'g', 17),
            QByteArray::number(static_cast<qlonglong>(r.result.score)), takers.contains(r.player) ? "yes" : "no"};
        out += fields.join(',') + "\r\n";
    }
    return out;
}

QString gameSummaryHtml(const ReviewedGame& game, bool withCharts) {
    const QLocale locale;
    QString html = QStringLiteral("<h1>%1</h1>").arg(QCoreApplication::translate("GameExport", "En Carde game"));
    html += QStringLiteral("<p>%1<br>%2<br>%3</p>")
                .arg(QCoreApplication::translate("GameExport", "Played: %1")
                         .arg(locale.toString(game.createdUtc.toLocalTime().date(), QLocale::LongFormat) + u' ' +
                              locale.toString(game.createdUtc.toLocalTime().time(), QLocale::ShortFormat)),
                     QCoreApplication::translate("GameExport", "Players: %1").arg(game.players.join(QStringLiteral(", ")).toHtmlEscaped()),
                     game.winner.isEmpty() ? QCoreApplication::translate("GameExport", "Not finished") : QCoreApplication::translate("GameExport", "Winner: %1").arg(game.winner.toHtmlEscaped()));
    html += QStringLiteral("<h2>%1</h2><table border='1' cellspacing='0' cellpadding='4'><tr><th>%2</th>").arg(QCoreApplication::translate("GameExport", "Scores"), QCoreApplication::translate("GameExport", "Ante"));
    for (const QString& p : game.players) html += QStringLiteral("<th>%1</th>").arg(p.toHtmlEscaped());
    html += QStringLiteral("<th>%1</th></tr>").arg(QCoreApplication::translate("GameExport", "Chip"));
    for (const QJsonObject& result : game.anteResults) {
        const int ante = result.value(QStringLiteral("ante")).toInt();
        html += QStringLiteral("<tr><td align='right'>%1</td>").arg(locale.toString(ante));
        const QJsonObject scores = result.value(QStringLiteral("scores")).toObject();
        for (const QString& p : game.players)
            html += QStringLiteral("<td align='right'>%1</td>").arg(locale.toString(scores.value(p).toInteger()));
        const QString takers = chipTakersOf(game, ante);
        html += QStringLiteral("<td>%1</td></tr>").arg(takers.isEmpty() ? QCoreApplication::translate("GameExport", "none") : takers.toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    if (withCharts) html += QStringLiteral("<p><img src='chart:scores' width='320'> <img src='chart:chips' width='320'></p>");
    html += QStringLiteral("<h2>%1</h2><table border='1' cellspacing='0' cellpadding='4'><tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>")
                .arg(QCoreApplication::translate("GameExport", "Reveals"), QCoreApplication::translate("GameExport", "Ante"), QCoreApplication::translate("GameExport", "Player"), QCoreApplication::translate("GameExport", "Played"), QCoreApplication::translate("GameExport", "Hand"), QCoreApplication::translate("GameExport", "Score"));
    for (const RevealRecord& r : game.reveals)
        html += QStringLiteral("<tr><td align='right'>%1</td><td>%2</td><td>%3</td><td>%4</td><td align='right'>%5 × %6 = <b>%7</b></td></tr>")
                    .arg(locale.toString(r.ante), r.player.toHtmlEscaped(), playedHandText(r.played).toHtmlEscaped(),
                         ui::handTypeDisplayName(r.result.handType), locale.toString(r.result.base), ui::multText(r.result.mult),
                         locale.toString(static_cast<qlonglong>(r.result.score)));
    html += QStringLiteral("</table><h2>%1</h2><ol>").arg(QCoreApplication::translate("GameExport", "Every action"));
    for (const ReplayStep& step : game.steps) html += QStringLiteral("<li>%1</li>").arg(describeAction(step.action, step.event).toHtmlEscaped());
    html += QStringLiteral("</ol>");
    return html;
}

void printGameSummary(const ReviewedGame& game, QPagedPaintDevice* device) {
    QTextDocument doc;
    // The charts as on screen in the light theme (paper is white), drawn off screen.
    GameCharts charts;
    charts.setTheme(ui::Theme::Light);
    charts.setGame(&game);
    charts.resize(900, 700);  // each of the top two charts about 440 × 340: large type once printed
    charts.ensurePolished();
    doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart:scores")), charts.scoreView()->grab().toImage());
    doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("chart:chips")), charts.chipsView()->grab().toImage());
    doc.setHtml(gameSummaryHtml(game, true));
    doc.print(device);
}

bool writeGamePdf(const ReviewedGame& game, const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error) *error = file.errorString();
        return false;
    }
    QPdfWriter writer(&file);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setTitle(QCoreApplication::translate("GameExport", "En Carde game"));
    writer.setCreator(QCoreApplication::applicationName());
    printGameSummary(game, &writer);
    return true;
}

ParsedGame parseGameJson(const QByteArray& bytes) {
    ParsedGame out;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (doc.isArray()) {  // `encarde-cli game log --json` prints the actions alone: accepted, checked the same way
        QJsonObject wrapped{{QStringLiteral("format"), QLatin1String(kGameExportFormat)},
                            {QStringLiteral("version"), kGameExportVersion},
                            {QStringLiteral("actions"), doc.array()}};
        return parseGameJson(QJsonDocument(wrapped).toJson(QJsonDocument::Compact));
    }
    if (doc.isNull() || !doc.isObject()) {
        out.error = QCoreApplication::translate("GameExport", "This is not an En Carde game file: it is not readable JSON (%1).").arg(parseError.errorString());
        return out;
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String(kGameExportFormat)) {
        out.error = QCoreApplication::translate("GameExport", "This is not an En Carde game file (it does not say \"format\": \"%1\").").arg(QLatin1String(kGameExportFormat));
        return out;
    }
    const int version = root.value(QStringLiteral("version")).toInt(0);
    if (version < 1 || version > kGameExportVersion) {
        out.error = QCoreApplication::translate("GameExport", "This game file is version %1; this version of En Carde Referee reads version %2.")
                        .arg(root.value(QStringLiteral("version")).toVariant().toString())
                        .arg(kGameExportVersion);
        return out;
    }
    const QJsonArray actions = root.value(QStringLiteral("actions")).toArray();
    for (const QJsonValue& v : actions) {
        const QJsonObject entry = v.toObject();
        out.actions.push_back({entry.value(QStringLiteral("seq")).toInt(), entry.value(QStringLiteral("action")).toObject(),
                               entry.value(QStringLiteral("event")).toObject()});
    }
    if (out.actions.empty() || out.actions.front().action.value(QStringLiteral("type")).toString() != QLatin1String("new_game")) {
        out.error = QCoreApplication::translate("GameExport", "The game file is damaged: it does not start with a new game.");
        out.actions.clear();
        return out;
    }
    const ReviewedGame check = reviewGame(out.actions);
    if (!check.ok()) {
        out.error = QCoreApplication::translate("GameExport", "The game file is damaged and was not imported: %1.").arg(QString::fromStdString(check.problems.front()));
        out.actions.clear();
        return out;
    }
    out.createdUtc = QDateTime::fromString(root.value(QStringLiteral("created_utc")).toString(), Qt::ISODateWithMs);
    return out;
}

ImportResult importGameJson(GameLog& log, const QByteArray& bytes) {
    ImportResult result;
    const ParsedGame parsed = parseGameJson(bytes);
    if (!parsed.error.isEmpty()) {
        result.error = parsed.error;
        return result;
    }
    QString error;
    // All of the game or none of it: a failure half-way must not leave half a game in the log.
    const int id = log.importGame(parsed.actions, parsed.createdUtc, &error);
    if (id == 0) {
        result.error = QCoreApplication::translate("GameExport", "The game could not be written to the log: %1").arg(error);
        return result;
    }
    result.gameId = id;
    return result;
}

}  // namespace encarde::review
