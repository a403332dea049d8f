#include "GamesMenu.h"

#include "AppSettings.h"
#include "AppStyle.h"
#include "ReviewWindow.h"
#include "SettingsDialog.h"

#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>

namespace encarde::review {

GamesMenu* GamesMenu::install(QMainWindow* window) { return new GamesMenu(window); }

GamesMenu::GamesMenu(QMainWindow* window) : QObject(window), window_(window) {
    menu_ = window->menuBar()->addMenu(tr("&Games"));
    menu_->setObjectName(QStringLiteral("gamesMenu"));
    QAction* library = menu_->addAction(tr("Game &library…"), this, &GamesMenu::showLibrary);
    library->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    library->setObjectName(QStringLiteral("gameLibraryAction"));
    QAction* settings = menu_->addAction(tr("&Settings…"), this, &GamesMenu::showSettings);
    settings->setShortcut(QKeySequence::Preferences);
    settings->setObjectName(QStringLiteral("settingsAction"));
}

ReviewWindow* GamesMenu::showLibrary() {
    if (!library_) {
        library_ = new ReviewWindow(window_);
        library_->setWindowFlag(Qt::Window);
        library_->resize(window_->size());
        const QString error = library_->openLog(ui::AppSettings().gameLogPath());
        if (!error.isEmpty()) QMessageBox::warning(window_, library_->windowTitle(), error);
    }
    library_->show();
    library_->raise();
    library_->activateWindow();
    return library_;
}

void GamesMenu::showSettings() {
    SettingsDialog dialog(window_);
    if (dialog.exec() != QDialog::Accepted) return;
    const bool languageChanged = dialog.save();
    const ui::AppSettings settings;
    ui::applyAppearance(*qApp, settings.theme(), settings.textScale());
    if (library_) library_->setTheme(settings.theme());
    if (languageChanged) offerRestart(dialog.windowTitle());
}

void GamesMenu::offerRestart(const QString& title) {
    QMessageBox box(QMessageBox::Question, title,
                    tr("The new language is used once En Carde Referee restarts. Nothing is lost: every action "
                       "is already in the game log, and an unfinished game is offered for resuming."),
                    QMessageBox::NoButton, window_);
    QPushButton* now = box.addButton(tr("&Restart now"), QMessageBox::AcceptRole);
    box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(now);
    box.exec();
    if (box.clickedButton() != now) return;
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(),
                                 restartArguments(QCoreApplication::arguments().mid(1)))) {
        QMessageBox::warning(window_, title, tr("En Carde Referee could not restart itself. Close it and start it again."));
        return;
    }
    QCoreApplication::quit();
}

QStringList GamesMenu::restartArguments(const QStringList& arguments) {
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString& argument = arguments.at(i);
        if (argument == QLatin1String("--lang") || argument == QLatin1String("-lang")) {
            ++i;  // and its value
            continue;
        }
        if (argument.startsWith(QLatin1String("--lang=")) || argument.startsWith(QLatin1String("-lang="))) continue;
        kept << argument;
    }
    return kept;
}

}  // namespace encarde::review
