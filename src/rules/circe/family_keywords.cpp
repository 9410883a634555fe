// The one-word keywords of the Circe family that name a rebirth place or
// AntiCirce, in Popeye's three languages. Each is a line of configuration:
// the place it names, then the modifiers the input adds.
#include "rules/circe/anticirce.h"
#include "rules/circe/circe.h"
#include "rules/registry.h"

namespace feerie {

namespace {

RebirthRule place(RebirthPlace where, bool mirror = false) { return RebirthRule{where, mirror, false, false}; }

RebirthRule couscous(bool mirror) {
  RebirthRule rule = place(RebirthPlace::Classic, mirror);
  rule.couscous = true;
  return rule;
}

RebirthRule adapted(bool diametral, bool vertical_mirror) {
  return RebirthRule{RebirthPlace::Classic, false, diametral, vertical_mirror};
}

ConditionEntry circe_entry(std::vector<std::string_view> names, RebirthRule where) {
  CirceVariant variant;
  variant.where = where;
  return {std::move(names), "Circe", [variant](ConditionWords& words) { return make_circe_with(variant, words); }};
}

// Circe Assassin: a piece reborn on an occupied square takes the occupant off.
ConditionEntry assassin_entry(std::vector<std::string_view> names) {
  CirceVariant variant;
  variant.occupied = OccupiedRebirth::Assassin;
  variant.occupied_word = " Assassin";
  return {std::move(names), "Circe", [variant](ConditionWords& words) { return make_circe_with(variant, words); }};
}

// A variant that changes what is reborn, with its rebirth place.
ConditionEntry reborn_entry(std::vector<std::string_view> names, RebornType reborn, bool turncoat,
                            RebirthRule where = {}) {
  CirceVariant variant;
  variant.where = where;
  variant.reborn = reborn;
  variant.turncoat = turncoat;
  return {std::move(names), "Circe", [variant](ConditionWords& words) { return make_circe_with(variant, words); }};
}

// A keyword followed by a chameleon sequence ("ChameleonCirce Q S B R").
ConditionEntry followed_by_sequence(ConditionEntry entry) {
  entry.following = ConditionEntry::Following::ChameleonSequence;
  return entry;
}

ConditionEntry anticirce_entry(std::vector<std::string_view> names, RebirthRule where,
                               RebornType reborn = RebornType::Same, bool super = false) {
  CirceVariant variant;
  variant.where = where;
  variant.reborn = reborn;
  return {std::move(names), "Circe",
          [variant, super](ConditionWords& words) { return make_anticirce_with(variant, words, super); }};
}

}  // namespace

std::vector<ConditionEntry> with_circe_family(std::vector<ConditionEntry> entries) {
  const std::vector<ConditionEntry> family = {
      circe_entry({"MirrorCirce", "CirceMalefique", "SpiegelCirce"}, place(RebirthPlace::Classic, true)),
      circe_entry({"FileCirce"}, place(RebirthPlace::File)),
      circe_entry({"MirrorFileCirce", "FileCirceMalefique", "SpiegelFileCirce"}, place(RebirthPlace::File, true)),
      circe_entry({"SymmetryCirce", "CirceSymetrique", "SymmetrieCirce"}, place(RebirthPlace::Symmetry)),
      circe_entry({"VerticalSymmetryCirce", "CirceSymetriqueVerticale", "VertikaleSymmetrieCirce"},
                  place(RebirthPlace::VerticalSymmetry)),
      circe_entry({"HorizontalSymmetryCirce", "CirceSymetriqueHorizontale", "HorizontaleSymmetrieCirce"},
                  place(RebirthPlace::HorizontalSymmetry)),
      circe_entry({"AntipodeanCirce", "CirceAntipoden", "AntipodenCirce"}, place(RebirthPlace::Antipodes)),
      circe_entry({"EquipollentsCirce", "CirceEquipollents"}, place(RebirthPlace::Equipollents)),
      circe_entry({"DiagramCirce", "DiagrammCirce", "CirceDiagramme"}, place(RebirthPlace::Diagram)),
      circe_entry({"DiametralCirce", "CirceDiametrale"}, adapted(true, false)),
      circe_entry({"VerticalMirrorCirce", "CirceMalefiqueVerticale", "VertikalesSpiegelCirce"}, adapted(false, true)),
      assassin_entry({"CirceAssassin", "AssassinCirce"}),
      circe_entry({"CouscousCirce", "CirceCouscous"}, couscous(false)),
      circe_entry({"MirrorCouscousCirce", "SpiegelCouscousCirce", "CirceCouscousMalefique"}, couscous(true)),
      circe_entry({"PWC", "PlatzwechselCirce", "CirceEchange"}, place(RebirthPlace::Departure)),
      reborn_entry({"CirceClone"}, RebornType::Clone, false),
      reborn_entry({"MirrorCirceClone", "SpiegelCirceclone", "CirceCloneMalefique"}, RebornType::Clone, false,
                   place(RebirthPlace::Classic, true)),
      followed_by_sequence(
          reborn_entry({"ChameleonCirce", "ChamaeleonCirce", "CirceCameleon"}, RebornType::Chameleon, false)),
      reborn_entry({"CirceTurncoats", "TurncoatCirce"}, RebornType::Same, true),
      reborn_entry({"CirceDoubleAgents", "DoppelAgentenCirce"}, RebornType::Same, true,
                   place(RebirthPlace::Classic, true)),
      anticirce_entry({"AntiCirce"}, place(RebirthPlace::Classic)),
      anticirce_entry({"AntiSuperCirce"}, place(RebirthPlace::Classic), RebornType::Same, true),
      anticirce_entry({"AntiCloneCirce"}, place(RebirthPlace::Classic), RebornType::Clone),
      anticirce_entry({"MirrorAntiCirce", "AntiCirceMalefique", "AntiSpiegelCirce"},
                      place(RebirthPlace::Classic, true)),
      anticirce_entry({"DiagramAntiCirce", "AntiDiagrammCirce", "AntiCirceDiagramme"}, place(RebirthPlace::Diagram)),
      anticirce_entry({"FileAntiCirce", "AntiFileCirce"}, place(RebirthPlace::File)),
      anticirce_entry({"MirrorFileAntiCirce", "AntiFileCirceMalefique", "AntiSpiegelFileCirce"},
                      place(RebirthPlace::File, true)),
      anticirce_entry(
          {"HorizontalSymmetryAntiCirce", "AntiCirceSymetriqueHorizontale", "HorizontaleAntiSymmetrieCirce"},
          place(RebirthPlace::HorizontalSymmetry)),
  };
  entries.insert(entries.end(), family.begin(), family.end());
  return entries;
}

}  // namespace feerie
