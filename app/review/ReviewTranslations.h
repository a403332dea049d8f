#pragma once
// The review screens' strings live in their own translation files (translations/review_*.ts),
// embedded under :/i18n/review; installed beside the referee's own.

class QCoreApplication;
class QLocale;

namespace encarde::review {

void installReviewTranslations(QCoreApplication& app, const QLocale& locale);

}  // namespace encarde::review
