#include "ReviewTranslations.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace encarde::review {

void installReviewTranslations(QCoreApplication& app, const QLocale& locale) {
    auto* strings = new QTranslator(&app);
    if (strings->load(locale, QStringLiteral("review"), QStringLiteral("_"), QStringLiteral(":/i18n/review")))
        app.installTranslator(strings);
    else
        delete strings;
}

}  // namespace encarde::review
