package offline

import (
	"strings"
)

// Events told by their place: a message with a time and no command that
// says something happens at a place ("midterm on monday at 9 in the
// humanities building", "study group at the library thurs at 3", "venue
// scouting at Beit Hava thursday 2pm", "צילומי חוץ ביום שני ב-16:00 בחוף
// דור") tells of an appointment, and belongs in the calendar. A text that
// opens with a thing to do ("return the books at the library") stays a
// reminder, and errands' places (the store, the pharmacy) say nothing.

var (
	// reAtPlaceEN is "at the X", "@ X" or "at" and a capitalised name,
	// matched against the text as written.
	reAtPlaceEN = compile(`(?:^|\s)at\s+the\s+([\p{L}'-]+)|(?:^|\s)@\s*\S|(?:^|\s)at\s+\p{Lu}\p{L}+`)
	// reInBuildingEN is a place named by its kind, after a name or not:
	// "in the humanities building", "in the library", "at science hall".
	// "in the" alone says nothing ("the bread in the oven").
	reInBuildingEN = compile(`(?i)(?:^|\s)(?:at|in)\s+(?:the\s+)?(?:[\p{L}'-]+\s+){0,2}(?:building|hall|center|centre|room|auditorium|campus|studio|lab|library|stadium|gym|park|beach|office|cafe|café|restaurant|hotel|lobby|classroom|cafeteria|clinic|hospital|synagogue|church|theater|theatre)(?:\s|$|[,.!?])`)
	// reAtPlaceHE is "ב" and a Hebrew noun of a place (בחוף, במשרד,
	// באולם, בספרייה), with the article or without.
	reAtPlaceHE = compile(`(?:^|\s)ב-?ה?(?:` + alternation(placeNounsHE) + `)(?:\s|$|[,.!?])`)
)

// notPlaceEN are places one goes to do an errand ("milk at the store" is
// a thing to do there, not an appointment) and words after "at the" or
// "in the" that name no place ("in the morning", "at the latest").
var notPlaceEN = wordSet(`store shop shops supermarket grocery groceries market pharmacy post bank mall
	kiosk atm cleaners laundry house home door gate curb bin car fridge moment end same latest earliest least most top bottom
	morning afternoon evening night weekend day week month year meantime middle beginning start`)

// placeNounsHE are Hebrew nouns of places where things are held, without
// their prefix letters.
var placeNounsHE = []string{
	"חוף", "משרד", "משרדים", "אולם", "אולמות", "ספרייה", "ספריה", "בניין", "בנין", "קניון", "פארק", "מסעדה",
	"בית קפה", "קפה", "קיבוץ", "מושב", "מלון", "סטודיו", "מתנ\"ס", "מתנס", "קמפוס", "אוניברסיטה", "מכללה",
	"בית ספר", "בית הספר", "מרכז", "חדר", "כיתה", "מגרש", "בריכה", "אולפן", "גלריה", "מוזיאון", "תיאטרון",
	"היכל", "קולנוע", "פאב", "מועדון", "גן אירועים", "אולם אירועים", "בית כנסת", "ישיבה", "מכון", "קליניקה",
	"מרפאה", "בית חולים", "בית החולים", "אצטדיון", "יער", "שמורה", "מצפה", "נמל", "טיילת",
}

// saidAtPlace reports whether title, a message's words without its time,
// tells of something held at a place and opens with no thing to do (no
// verb of a task, nor one of the verbs whose past is kept: "leave the keys
// at the front desk").
func saidAtPlace(title string) bool {
	t := strings.TrimSpace(title)
	first, _, _ := strings.Cut(toLower(t), " ")
	if t == "" || opensWithDoing(t) || enPast[first] != "" || reInfinitiveEN.MatchString(toLower(t)) || !strings.ContainsAny(toLower(t), "@aiב") {
		return false
	}
	low := toLower(t)
	if reAtPlaceHE.MatchString(low) || reInBuildingEN.MatchString(t) {
		return true
	}
	for _, m := range reAtPlaceEN.FindAllStringSubmatch(t, -1) {
		if m[1] == "" || !notPlaceEN[toLower(m[1])] {
			return true
		}
	}
	return false
}
