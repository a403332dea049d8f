#include "AnteCue.h"

#include "AppSettings.h"

#include <QSoundEffect>
#include <QUrl>

namespace encarde::ui {

AnteCue::AnteCue(QObject* parent) : QObject(parent) {}

bool AnteCue::muted() const { return !AppSettings().soundEnabled(); }
void AnteCue::setMuted(bool muted) { AppSettings().setSoundEnabled(!muted); }

void AnteCue::play() {
    ++played_;
    if (muted()) return;
    if (!effect_) {
        effect_ = new QSoundEffect(this);
        effect_->setSource(QUrl(QStringLiteral("qrc:/sounds/chip.wav")));
        effect_->setVolume(0.8f);
    }
    effect_->play();
}

}  // namespace encarde::ui
