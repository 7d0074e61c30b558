// Quake III's player animations in cgame's order (bg_public.h animNumber_t):
// the names animation.cfg's lines stand for, one after another.
#pragma once

namespace quarry::quake3 {

// BOTH_ 0-5, TORSO_ 6-12, LEGS_ 13-24: the 25 lines every animation.cfg
// has; then Team Arena's torso gestures, which the game reads when present.
inline constexpr int kFirstTorsoAnimation = 6;
inline constexpr int kFirstLegsAnimation = 13;
inline constexpr int kRequiredAnimations = 25;
inline constexpr int kAnimations = 31;

inline constexpr const char *kAnimationNames[kAnimations] = {
    "BOTH_DEATH1",   "BOTH_DEAD1",    "BOTH_DEATH2",     "BOTH_DEAD2",   "BOTH_DEATH3",    "BOTH_DEAD3",
    "TORSO_GESTURE", "TORSO_ATTACK",  "TORSO_ATTACK2",   "TORSO_DROP",   "TORSO_RAISE",    "TORSO_STAND",
    "TORSO_STAND2",  "LEGS_WALKCR",   "LEGS_WALK",       "LEGS_RUN",     "LEGS_BACK",      "LEGS_SWIM",
    "LEGS_JUMP",     "LEGS_LAND",     "LEGS_JUMPB",      "LEGS_LANDB",   "LEGS_IDLE",      "LEGS_IDLECR",
    "LEGS_TURN",     "TORSO_GETFLAG", "TORSO_GUARDBASE", "TORSO_PATROL", "TORSO_FOLLOWME", "TORSO_AFFIRMATIVE",
    "TORSO_NEGATIVE"};

// The frame counts cgame's first-person weapon is synced to (OpenArena's
// animation.cfg files say "MUST NOT CHANGE"): TORSO_ATTACK and
// TORSO_ATTACK2 6, TORSO_DROP 5, TORSO_RAISE 4; 0 for every other slot.
inline constexpr int fixedFrameCount(int slot)
{
    return slot == 7 || slot == 8 ? 6 : slot == 9 ? 5 : slot == 10 ? 4 : 0;
}

// Tremulous's one-model players (an animation.cfg that says
// `nonsegmented`, beside nonseg.md3): cgame's nonSegPlayerAnimNumber_t, 26
// lines every such file has, read in this order with no frames skipped.
inline constexpr int kNonSegAnimations = 26;
inline constexpr const char *kNonSegAnimationNames[kNonSegAnimations] = {
    "NSPA_STAND",    "NSPA_GESTURE",   "NSPA_WALK",    "NSPA_RUN",     "NSPA_RUNBACK", "NSPA_RUNLEFT",  "NSPA_WALKLEFT",
    "NSPA_RUNRIGHT", "NSPA_WALKRIGHT", "NSPA_SWIM",    "NSPA_JUMP",    "NSPA_LAND",    "NSPA_JUMPBACK", "NSPA_LANDBACK",
    "NSPA_TURN",     "NSPA_ATTACK1",   "NSPA_ATTACK2", "NSPA_ATTACK3", "NSPA_PAIN1",   "NSPA_PAIN2",    "NSPA_DEATH1",
    "NSPA_DEAD1",    "NSPA_DEATH2",    "NSPA_DEAD2",   "NSPA_DEATH3",  "NSPA_DEAD3"};

// Tremulous 1.2 (and the games after it) adds NSPA_CHARGE after
// NSPA_RUNBACK: 27 lines, which Tremulous 1.1 reads the first 26 of.
inline constexpr int kNonSegChargeAnimations = 27;
inline constexpr int kNonSegChargeSlot = 5;
inline const char *nonSegAnimationName(int slot, bool charge)
{
    if (!charge)
        return slot >= 0 && slot < kNonSegAnimations ? kNonSegAnimationNames[slot] : "";
    if (slot == kNonSegChargeSlot)
        return "NSPA_CHARGE";
    return nonSegAnimationName(slot > kNonSegChargeSlot ? slot - 1 : slot, false);
}

} // namespace quarry::quake3
