#include "GamesMenu.h"

#include "AppSettings.h"
#include "AppStyle.h"
#include "ReviewWindow.h"
#include "SettingsDialog.h"

#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>

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
    if (languageChanged)
        QMessageBox::information(window_, dialog.windowTitle(), tr("The new language is used the next time En Carde Referee starts."));
}

}  // namespace encarde::review
