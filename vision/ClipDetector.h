#pragma once
// Coloured paper clips (or tabs) on card edges; only clips on a found card are reported (S3). A
// clip covers part of a card's edge and sticks out beyond it, so the detector walks a thin band
// just inside each card edge looking for a run of colour that is not card face and continues past
// the edge, where it differs from what lies beyond the edge beside it. A clip where two cards of a
// hand meet belongs to the card whose edge it straddles: the card on top (on the card beneath, the
// top card would hide it past its edge), or else the card it reaches farther onto. Print
// on a covered card where the card on top of it begins is no clip: unlike a clip straddling that
// edge, it does not show on the top card's face. A clip's colour is balanced against the white of
// its card's face (the light's colour cast), then named, or "unknown" when the balanced colour is
// not clearly one of the eight.

#include "CardGeometry.h"
#include "Observation.h"

#include <opencv2/core.hpp>

#include <optional>
#include <vector>

namespace encarde::vision {

std::vector<SeenClip> findClips(const cv::Mat& bgr, const std::vector<SeenCard>& cards);

// Names a colour already balanced so that the card face is (235, 235, 235). `faceWhite`: that
// face's white as the camera saw it, when known; where the camera cut its levels off at the top
// (an overexposed picture), the colour is named as overexposure leaves it: a red cut off shows
// the hue too high, and on a face cut off a pink clip is paler.
ClipColour nameBalancedColour(const cv::Vec3f& bgr, const std::optional<cv::Vec3f>& faceWhite = std::nullopt);

}  // namespace encarde::vision
