#include "io/condition_names.h"

#include <algorithm>

#include "core/words.h"

namespace feerie {

namespace {

struct Names {
  const char* english;
  const char* german;
  const char* french;
};

// Popeye's condition table, in Popeye's order (the order decides which of two
// names an abbreviation matches first).
const std::vector<Names> condition_names = {
    {"Circe", "Circe", "Circe"},
    {"MirrorCirce", "SpiegelCirce", "CirceMalefique"},
    {"Madrasi", "Madrasi", "Madrasi"},
    {"Volage", "Volage", "Volage"},
    {"Hypervolage", "Hypervolage", "Hypervolage"},
    {"BichromChess", "BichromesSchach", "Bichromatique"},
    {"MonochromChess", "MonochromesSchach", "Monochromatique"},
    {"GridChess", "Gitterschach", "Grille"},
    {"KoeKo", "KoeKo", "Koeko"},
    {"BlackEdgeMover", "SchwarzerRandzueger", "NoirBordCoup"},
    {"WhiteEdgeMover", "WeisserRandzueger", "BlancBordCoup"},
    {"Leofamily", "Leofamily", "Leofamily"},
    {"ChineseChess", "ChinesischesSchach", "Chinoises"},
    {"Patrouille", "PatrouilleSchach", "Patrouille"},
    {"PWC", "PlatzwechselCirce", "CirceEchange"},
    {"NoCapture", "Ohneschlag", "SansPrises"},
    {"ImmunChess", "Immunschach", "Immun"},
    {"MirrorImmunChess", "SpiegelImmunschach", "ImmunMalefique"},
    {"ContactGridChess", "KontaktGitter", "ContactGrille"},
    {"Imitator", "Imitator", "Imitator"},
    {"CavalierMajeur", "CavalierMajeur", "CavalierMajeur"},
    {"HaanerChess", "HaanerSchach", "Haan"},
    {"ChameleonCirce", "ChamaeleonCirce", "CirceCameleon"},
    {"CouscousCirce", "CouscousCirce", "CirceCouscous"},
    {"EquipollentsCirce", "EquipollentsCirce", "CirceEquipollents"},
    {"FileCirce", "FileCirce", "FileCirce"},
    {"BlackMaximummer", "SchwarzerLaengstzueger", "NoirMaximum"},
    {"BlackMinimummer", "SchwarzerKuerzestzueger", "NoirMinimum"},
    {"WhiteMaximummer", "WeisserLaengstzueger", "BlancMaximum"},
    {"WhiteMinimummer", "WeisserKuerzestzueger", "BlancMinimum"},
    {"MagicSquares", "MagischeFelder", "CaseMagique"},
    {"Sentinelles", "Sentinelles", "Sentinelles"},
    {"Tibet", "TibetSchach", "Tibet"},
    {"DoubleTibet", "DoppeltibetSchach", "DoubleTibet"},
    {"DiagramCirce", "DiagrammCirce", "CirceDiagramme"},
    {"Hole", "Loch", "Trou"},
    {"BlackMustCapture", "SchwarzerSchlagzwang", "NoirPriseForce"},
    {"WhiteMustCapture", "WeisserSchlagzwang", "BlancPriseForce"},
    {"ReflectiveKings", "ReflektierendeKoenige", "RoisReflecteurs"},
    {"TransmutedKings", "TransmutierendeKoenige", "RoisTransmutes"},
    {"BlackFollowMyLeader", "SchwarzerVerfolgungszueger", "NoirPoursuite"},
    {"WhiteFollowMyLeader", "WeisserVerfolgungszueger", "BlancPoursuite"},
    {"DuellistChess", "Duellantenschach", "Duelliste"},
    {"ParrainCirce", "CirceParrain", "CirceParrain"},
    {"NoIProm", "OhneIUW", "SansIProm"},
    {"SymmetryCirce", "SymmetrieCirce", "CirceSymetrique"},
    {"VogtlaenderChess", "VogtlaenderSchach", "EchecsVogtlaender"},
    {"EinsteinChess", "EinsteinSchach", "EchecsEinstein"},
    {"Bicolores", "Bicolores", "Bicolores"},
    {"NewKoeko", "NeuKoeko", "KoekoNouveaux"},
    {"CirceClone", "CirceClone", "CirceClone"},
    {"AntiCirce", "AntiCirce", "AntiCirce"},
    {"MirrorFileCirce", "SpiegelFileCirce", "FileCirceMalefique"},
    {"AntipodeanCirce", "AntipodenCirce", "CirceAntipoden"},
    {"MirrorCirceClone", "SpiegelCirceclone", "CirceCloneMalefique"},
    {"MirrorAntiCirce", "AntiSpiegelCirce", "AntiCirceMalefique"},
    {"DiagramAntiCirce", "AntiDiagrammCirce", "AntiCirceDiagramme"},
    {"FileAntiCirce", "AntiFileCirce", "AntiFileCirce"},
    {"SymmetryAntiCirce", "AntiSymmetrieCirce", "AntiCirceSymetrique"},
    {"MirrorFileAntiCirce", "AntiSpiegelFileCirce", "AntiFileCirceMalefique"},
    {"AntipodeanAntiCirce", "AntiAntipodenCirce", "AntiCirceAntipoden"},
    {"EquipollentsAntiCirce", "AntiEquipollentsCirce", "AntiCirceEquipollents"},
    {"FileImmunChess", "FileImmunSchach", "ImmunFile"},
    {"DiagramImmunChess", "DiagrammImmunSchach", "ImmunDiagramme"},
    {"MirrorFileImmunChess", "SpiegelFileImmunSchach", "ImmunFileMalefique"},
    {"SymmetryImmunChess", "SymmetrieImmunSchach", "ImmunSymmetrique"},
    {"AntipodeanImmunChess", "AntipodenImmunSchach", "ImmunAntipoden"},
    {"EquipollentsImmunChess", "EquipollentsImmunSchach", "ImmunEquipollents"},
    {"ReversalEinsteinChess", "ReversesEinsteinSchach", "ReversEchecsEinstein"},
    {"SuperCirce", "SuperCirce", "SuperCirce"},
    {"RelegationChess", "Degradierung", "Degradierung"},
    {"NorskSjakk", "NorskSjakk", "NorskSjakk"},
    {"TraitorChess", "TraitorChess", "EchecsTraitor"},
    {"AndernachChess", "AndernachSchach", "EchecsAndernach"},
    {"WhiteForcedSquare", "WeissesZwangsfeld", "BlancCaseForce"},
    {"WhiteConsequentForcedSquare", "WeissesKonsequentesZwangsfeld", "BlancCaseForceConsequent"},
    {"BlackForcedSquare", "SchwarzesZwangsfeld", "NoirCaseForce"},
    {"BlackConsequentForcedSquare", "SchwarzesKonsequentesZwangsfeld", "NoirCaseForceConsequent"},
    {"ChameleonChess", "ChamaeleonSchach", "EchecsCameleon"},
    {"FunctionaryChess", "BeamtenSchach", "EchecsFonctionnaire"},
    {"GlasgowChess", "GlasgowSchach", "EchecsGlasgow"},
    {"AntiAndernachChess", "AntiAndernachSchach", "EchecsAntiAndernach"},
    {"FrischAufCirce", "FrischAufCirce", "FrischAufCirce"},
    {"VerticalMirrorCirce", "VertikalesSpiegelCirce", "CirceMalefiqueVerticale"},
    {"Isardam", "Isardam", "Isardam"},
    {"ChecklessChess", "OhneSchach", "SansEchecs"},
    {"DiametralCirce", "DiametralCirce", "CirceDiametrale"},
    {"PromOnly", "UWnur", "PromSeul"},
    {"RankCirce", "RankCirce", "RankCirce"},
    {"ExclusiveChess", "ExklusivSchach", "EchecsExclusif"},
    {"MarsCirce", "MarsCirce", "MarsCirce"},
    {"MarsMirrorCirce", "MarsSpiegelCirce", "MarsCirceMalefique"},
    {"PhantomChess", "PhantomSchach", "EchecsPhantom"},
    {"WhiteReflectiveKing", "WeisserReflektierenderKoenig", "BlancRoiReflecteur"},
    {"BlackReflectiveKing", "SchwarzerReflektierenderKoenig", "NoirRoiReflecteur"},
    {"WhiteTransmutedKing", "WeisserTransmutierenderKoenig", "BlancRoiTransmute"},
    {"BlackTransmutedKing", "SchwarzerTransmutierenderKoenig", "NoirRoiTransmute"},
    {"AntiEinsteinChess", "AntiEinsteinSchach", "EchecsAntiEinstein"},
    {"MirrorCouscousCirce", "SpiegelCouscousCirce", "CirceCouscousMalefique"},
    {"BlackRoyalSquare", "SchwarzesKoeniglichesFeld", "NoirCaseRoyal"},
    {"WhiteRoyalSquare", "WeissesKoeniglichesFeld", "BlancCaseRoyal"},
    {"BrunnerChess", "BrunnerSchach", "EchecsBrunner"},
    {"PlusChess", "PlusSchach", "EchecsPlus"},
    {"CirceAssassin", "AssassinCirce", "CirceAssassin"},
    {"PatienceChess", "PatienceSchach", "EchecsPatience"},
    {"RepublicanChess", "RepublikanerSchach", "EchecsRepublicains"},
    {"ExtinctionChess", "AusrottungsSchach", "EchecsExtinction"},
    {"CentralChess", "ZentralSchach", "EchecsCentral"},
    {"ActuatedRevolvingBoard", "ActuatedRevolvingBoard", "ActuatedRevolvingBoard"},
    {"MessignyChess", "MessignySchach", "EchecsMessigny"},
    {"Woozles", "Woozles", "Woozles"},
    {"BiWoozles", "BiWoozles", "BiWoozles"},
    {"Heffalumps", "Heffalumps", "Heffalumps"},
    {"BiHeffalumps", "BiHeffalumps", "BiHeffalumps"},
    {"WhitePromSquares", "UWFeldWeiss", "BlancCasePromotion"},
    {"BlackPromSquares", "UWFeldSchwarz", "NoirCasePromotion"},
    {"NoWhitePromotion", "OhneWeissUW", "SansBlancPromotion"},
    {"NoBlackPromotion", "OhneSchwarzUW", "SansNoirPromotion"},
    {"EiffelChess", "EiffelSchach", "EchecsEiffel"},
    {"BlackUltraSchachZwang", "SchwarzerUltraSchachZwang", "NoirUltraSchachZwang"},
    {"WhiteUltraSchachZwang", "WeisserUltraSchachZwang", "BlancUltraSchachZwang"},
    {"ActuatedRevolvingCentre", "ActuatedRevolvingCentre", "ActuatedRevolvingCentre"},
    {"ShieldedKings", "SchutzKoenige", "ShieldedKings"},
    {"CURRENTLYUNUSED", "ZURZEITUNVERWENDET", "NONUTILISEACTUELLEMENT"},
    {"LineChameleonChess", "LinienChamaeleonSchach", "EchecsCameleonLigne"},
    {"NoWhiteCapture", "WeisserOhneSchlag", "BlancSansPrises"},
    {"NoBlackCapture", "SchwarzerOhneSchlag", "NoirSansPrises"},
    {"AprilChess", "Aprilschach", "EchecsAvril"},
    {"AlphabeticChess", "AlphabetischesSchach", "EchecsAlphabetiques"},
    {"CirceTurncoats", "TurncoatCirce", "CirceTurncoats"},
    {"CirceDoubleAgents", "DoppelAgentenCirce", "CirceDoubleAgents"},
    {"AMU", "AMU", "AMU"},
    {"SingleBox", "NurPartiesatzSteine", "SingleBox"},
    {"MAFF", "MAFF", "MAFF"},
    {"OWU", "OWU", "OWU"},
    {"WhiteOscillatingKings", "WeisseOszillierendeKoenige", "BlancRoisOscillant"},
    {"BlackOscillatingKings", "SchwarzeOszillierendeKoenige", "NoirRoisOscillant"},
    {"AntiKings", "AntiKoenige", "AntiRois"},
    {"AntiMarsCirce", "AntiMarsCirce", "AntiMarsCirce"},
    {"AntiMarsMirrorCirce", "AntiMarsMalefiqueCirce", "AntiMarsMalefiqueCirce"},
    {"AntiMarsAntipodeanCirce", "AntiMarsAntipodeanCirce", "AntiMarsAntipodeanCirce"},
    {"WhiteSuperTransmutingKing", "WeisserSuperTransmutierenderKoenig", "BlancSuperRoiTransmute"},
    {"BlackSuperTransmutingKing", "SchwarzerSuperTransmutierenderKoenig", "NoirSuperRoiTransmute"},
    {"AntiSuperCirce", "AntiSuperCirce", "AntiSuperCirce"},
    {"UltraPatrol", "UltraPatrouille", "UltraPatrouille"},
    {"SwappingKings", "TauschKoenige", "RoisEchanges"},
    {"RoyalDynasty", "KoenigsDynastie", "DynastieRoyale"},
    {"SAT", "SAT", "SAT"},
    {"StrictSAT", "StrictSAT", "StrictSAT"},
    {"Take&MakeChess", "Take&MakeSchach", "Take&MakeEchecs"},
    {"BlackSynchronMover", "SchwarzerSynchronZueger", "NoirSynchronCoup"},
    {"WhiteSynchronMover", "WeisserSynchronZueger", "BlancSynchronCoup"},
    {"BlackAntiSynchronMover", "SchwarzerAntiSynchronZueger", "NoirAntiSynchronCoup"},
    {"WhiteAntiSynchronMover", "WeisserAntiSynchronZueger", "BlancAntiSynchronCoup"},
    {"Masand", "Masand", "Masand"},
    {"BGL", "BGL", "BGL"},
    {"BlackChecks", "SchwarzSchaecher", "NoirEchecs"},
    {"AnnanChess", "Annanschach", "AnnanEchecs"},
    {"NormalPawn", "NormalBauern", "PionNormale"},
    {"Lortap", "Elliuortap", "Elliuortap"},
    {"VaultingKings", "VaultingKings", "VaultingKings"},
    {"WhiteVaultingKing", "WeisserVaultingKing", "BlancVaultingKing"},
    {"BlackVaultingKing", "SchwarzerVaultingKing", "NoirVaultingKing"},
    {"ProteanChess", "ProteischesSchach", "EchecsProtee"},
    {"GenevaChess", "GenferSchach", "EchecsGeneve"},
    {"ChameleonPursuit", "ChamaeleonVerfolgung", "CameleonPoursuite"},
    {"AntiKoeko", "AntiKoeko", "AntiKoeko"},
    {"CastlingChess", "RochadeSchach", "EchecsRoque"},
    {"LosingChess", "Schlagschach", "QuiPerdGagne"},
    {"Disparate", "Disparate", "Disparate"},
    {"GhostChess", "Geisterschach", "EchecsGhost"},
    {"HauntedChess", "Spukschach", "EchecsHantes"},
    {"ProvocationChess", "ProvokationSchach", "EchecsProvacateurs"},
    {"CageCirce", "KaefigCirce", "CirceCage"},
    {"Dummy", "Dummy", "Dummy"},
    {"Football", "Fussball", "Football"},
    {"ContraParrain", "KontraParrain", "ContraParrain"},
    {"KobulKings", "KobulKoenige", "RoisKobul"},
    {"ExchangeCastling", "PlatzwechselRochade", "EchangeRoque"},
    {"WhiteAlphabeticChess", "WeissesAlphabetischesSchach", "BlancEchecsAlphabetiques"},
    {"BlackAlphabeticChess", "SchwarzesAlphabetischesSchach", "NoirEchecsAlphabetiques"},
    {"CirceTake&Make", "CirceTake&Make", "CirceTake&Make"},
    {"SuperGuards", "SuperDeckungen", "Supergardes"},
    {"Wormholes", "Wurmloecher", "TrousDeVer"},
    {"MarineChess", "MarinesSchach", "EchecsMarins"},
    {"UltramarineChess", "UltramarinesSchach", "EchecsUltramarins"},
    {"BackHome", "NachHause", "Retour"},
    {"FaceToFace", "AngesichtZuAngesicht", "FaceAFace"},
    {"BackToBack", "RueckenAnRuecken", "DosADos"},
    {"CheekToCheek", "WangeAnWange", "JoueAJoue"},
    {"ChameleonSequence", "Chamaeleonsequenz", "CameleonSequence"},
    {"AntiCloneCirce", "AntiCloneCirce", "AntiCloneCirce"},
    {"SnekChess", "SnekSchach", "EchecsSnek"},
    {"SnekCircleChess", "SnekZirkulaerSchach", "EchecsSnekCirculaires"},
    {"LastCapture", "LetzterSchlag", "DernierePrise"},
    {"ArgentinianChess", "ArgentinischesSchach", "EchecsArgentins"},
    {"LostPieces", "VerloreneSteine", "PiecesPerdues"},
    {"PartialParalysis", "PartielleParalyse", "ParalysePartielle"},
    {"VerticalSymmetryCirce", "VertikaleSymmetrieCirce", "CirceSymetriqueVerticale"},
    {"HorizontalSymmetryCirce", "HorizontaleSymmetrieCirce", "CirceSymetriqueHorizontale"},
    {"VerticalSymmetryAntiCirce", "VertikaleAntiSymmetrieCirce", "AntiCirceSymetriqueVerticale"},
    {"HorizontalSymmetryAntiCirce", "HorizontaleAntiSymmetrieCirce", "AntiCirceSymetriqueHorizontale"},
    {"ImmuneVerticalSymmetry", "ImmuneVertikaleSymmetrie", "ImmuneSymetriqueVerticale"},
    {"ImmuneHorizontalSymmetry", "ImmuneHorizontaleSymmetrie", "ImmuneSymetriqueHorizontale"},
    {"LeseMajeste", "LeseMajeste", "LeseMajeste"},
    {"Rokagogo", "Rokagogo", "Rokagogo"},
    {"Breton", "Breton", "Breton"},
    {"Make&TakeChess", "Make&TakeSchach", "Make&TakeEchecs"},
    {"PointReflection", "Punktspiegelung", "ReflexionCentrale"},
    {"NannaChess", "Nannaschach", "AnnanEchecs"},
    {"MasandGeneralised", "MasandVerallgemeinert", "MasandGeneralise"},
    {"Bolero", "Bolero", "Bolero"},
    {"BoleroInverse", "BoleroInvers", "BoleroInverse"},
    {"Influencer", "Influencer", "Influenceur"},
    {"RoleExchange", "Rollentausch", "EchangeRole"},
    {"BlackMaxDister", "SchwarzerMaxDister", "NoirMaxDister"},
    {"BlackMinDister", "SchwarzerMinDister", "NoirMinDister"},
    {"WhiteMaxDister", "WeisserMaxDister", "BlancMaxDister"},
    {"WhiteMinDister", "WeisserMinDister", "BlancMinDister"},
    {"SeriesCapture", "SerienSchlag", "SerieCapture"},
    {"DarkSide", "DarkSide", "DarkSide"},
    {"Leffie", "Leffie", "Leffie"},
    {"Pepo", "Pepo", "Pepo"},
    {"CASTChess", "CASTSchach", "CASTEchecs"},
    {"Bicaptures", "Bicaptures", "Bicaptures"},
    {"FuddledMen", "FuddledMen", "FuddledMen"},
    {"TransmissionMenace", "TransmissionMenace", "TransmissionMenace"},
    {"PowerTransfer", "KraftTransfer", "TransfertPouvoir"},
    {"MultiCaptures", "MultiCaptures", "MultiCaptures"},
    {"AntiGuards", "AntiDeckungen", "Antigardes"},
    {"FrankfurtChess", "FrankfurtSchach", "Francfort"},
    {"Anda", "Anda", "Anda"},
    {"AndaInverse", "AndaInvers", "AndaInverse"},
    {"HalfInChess", "HalfInChess", "HalfInChess"},
    {"AllInChess", "AllInChess", "AllInChess"},
    {"MainlyInChess", "MainlyInChess", "MainlyInChess"},
    {"AliceChess", "AliceSchach", "Alice"},
    {"Immobilio", "Immobilio", "Immobilio"},
    {"PADChess", "PADSchach", "PADechecs"},
    {"DangerCirce", "GefahrenCirce", "CirceDanger"},
    {"#C", "#C", "#C"},
};

// Kept apart by Popeye: tried only when no name above matches.
const std::vector<Names> extra_condition_names = {
    {"Maximummer", "Laengstzueger", "Maximum"},
    {"UltraSchachZwang", "UltraSchachZwang", "UltraSchachZwang"},
};

ConditionNameMatch match_in(const std::vector<Names>& table, LanguageId language, std::string_view token) {
  ConditionNameMatch match;
  for (const Names& names : table) {
    const std::string_view name = spelled_in(names, language);
    if (!abbreviates(token, name)) continue;
    if (match.candidates.empty() && token.size() == name.size()) {
      match.status = ConditionNameMatch::Status::Found;
      match.name = name;
      match.candidates = {match.name};
      return match;
    }
    match.candidates.emplace_back(name);
  }
  if (match.candidates.size() == 1) {
    match.status = ConditionNameMatch::Status::Found;
    match.name = match.candidates.front();
  } else if (match.candidates.size() > 1) {
    match.status = ConditionNameMatch::Status::Ambiguous;
  }
  return match;
}

}  // namespace

std::string condition_name_spelling(LanguageId language, std::string_view english) {
  for (const auto* table : {&condition_names, &extra_condition_names})
    for (const Names& names : *table)
      if (english == names.english) return spelled_in(names, language);
  return "";
}

std::size_t popeye_condition_rank(std::string_view name) {
  const std::string_view first_word = name.substr(0, name.find(' '));
  const auto is_named = [&](const Names& names) { return first_word == names.english; };
  // Popeye writes the conditions kept apart (Maximummer, UltraSchachZwang) first.
  const auto extra = std::find_if(extra_condition_names.begin(), extra_condition_names.end(), is_named);
  if (extra != extra_condition_names.end()) return static_cast<std::size_t>(extra - extra_condition_names.begin());
  const auto found = std::find_if(condition_names.begin(), condition_names.end(), is_named);
  return extra_condition_names.size() + static_cast<std::size_t>(found - condition_names.begin());
}

ConditionNameMatch match_condition_name(LanguageId language, std::string_view token) {
  const ConditionNameMatch match = match_in(condition_names, language, token);
  if (match.status != ConditionNameMatch::Status::Unknown) return match;
  return match_in(extra_condition_names, language, token);
}

}  // namespace feerie
