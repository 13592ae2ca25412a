package forward

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	// reLabelled is a line that says where: "Location: …", "כתובת: …".
	reLabelled = regexp.MustCompile(`(?im)^[\s*_📍]*(?:location|address|where|venue|place|מיקום|כתובת|מקום|היכן|איפה)[\s*_]*[:：]\s*(.+)$`)
	// rePin is a line after a pin emoji.
	rePin = regexp.MustCompile(`📍\s*([^\n]+)`)
	// reHeAt is a place said after its kind in Hebrew ("במרפאת כללית
	// רמת אביב, רח' הרצל 12", "בכתובת הרצל 5").
	reHeAt = regexp.MustCompile(`(?:בכתובת:?\s+|ב(מרפאת|מרפאה|סניף|אולם|גן|מסעדת|מסעדה|מתנ"ס|מתנ״ס|קניון|בית\s+החולים|בית\s+הספר|בית\s+ספר|בניין|מכון|מרכז|קופת|לשכת|משרדי|היכל|מועדון|גני))\s*([^.\n]*)`)
	// reStreet is an address: "רח' הרצל 12", "שד' רוטשילד 5", "5
	// Rothschild Blvd", "12 Main Street".
	reStreet = regexp.MustCompile(`(?:רח(?:['׳]|וב)|שד(?:['׳]|רות)|דרך)\s*[^\d,.\n]{2,30}\s\d+[א-ת]?(?:,?\s+[^\d,.\n]{2,20})?|\b\d+\s+[A-Z][\p{L}]+(?:\s+[A-Z][\p{L}]+){0,2}\s+(?:St|Street|Blvd|Boulevard|Ave|Avenue|Rd|Road|Lane|Ln|Drive|Way|Sq|Square)\b\.?(?:,\s*[A-Z][\p{L}]+(?:\s+[A-Z][\p{L}]+)?)?`)
	// reEnAt is "at <Place>", a name that starts with a capital letter.
	reEnAt = regexp.MustCompile(`\b(?:at|@)\s+(?:the\s+)?([A-Z][\p{L}'&]*(?:\s+(?:[A-Z][\p{L}'&]*|of|the|&))*)`)
	// reFrom is where a flight or a train leaves from.
	reFrom = regexp.MustCompile(`(?i:departs?|departing|departure|leaves|leaving)\b[^\n]*?\bfrom\s+([A-Z][\p{L}'&]*(?:\s+[A-Z0-9][\p{L}'&]*)*)`)
	// reStopPlace ends a Hebrew place at the words after it.
	reStopPlace = regexp.MustCompile(`\s+(?:ב?יום|בתאריך|בשעה|ב-?\d|נא|אנא|יש|לביטול|לאישור|להתראות|בברכה)(?:\s|$)`)
)

// notPlace are capitalised words "at" is followed by that are no place.
var notPlace = map[string]bool{"Monday": true, "Tuesday": true, "Wednesday": true, "Thursday": true, "Friday": true,
	"Saturday": true, "Sunday": true, "Noon": true, "Midnight": true, "January": true, "February": true, "March": true,
	"April": true, "May": true, "June": true, "July": true, "August": true, "September": true, "October": true,
	"November": true, "December": true, "Dec": true, "Jan": true, "Feb": true, "Mar": true, "Apr": true, "Jun": true,
	"Jul": true, "Aug": true, "Sep": true, "Sept": true, "Oct": true, "Nov": true, "All": true, "Least": true}

// place is where the text says the appointment is; "" when nowhere.
func place(text string) string {
	if g := reLabelled.FindStringSubmatch(text); g != nil {
		return tidyPlace(g[1])
	}
	if g := rePin.FindStringSubmatch(text); g != nil {
		return tidyPlace(g[1])
	}
	if g := reHeAt.FindStringSubmatch(text); g != nil {
		p := g[2]
		if loc := reStopPlace.FindStringIndex(p); loc != nil {
			p = p[:loc[0]]
		}
		if g[1] != "" {
			p = g[1] + " " + p
		}
		if p = tidyPlace(p); p != "" {
			return p
		}
	}
	if loc := reStreet.FindStringIndex(text); loc != nil {
		p := text[loc[0]:loc[1]]
		if stop := reStopPlace.FindStringIndex(p); stop != nil {
			p = p[:stop[0]]
		}
		return tidyPlace(venue(text[:loc[0]]) + p)
	}
	if g := reFrom.FindStringSubmatch(text); g != nil {
		return tidyPlace(g[1])
	}
	for _, g := range reEnAt.FindAllStringSubmatch(text, -1) {
		if f := strings.Fields(g[1]); len(f) > 0 && !notPlace[f[0]] {
			return tidyPlace(g[1])
		}
	}
	return ""
}

// venue is the name said just before an address, with its comma
// ("Rooftop bar, " before "5 Rothschild Blvd"); "" when there is none.
func venue(before string) string {
	if !strings.HasSuffix(strings.TrimRight(before, " "), ",") {
		return ""
	}
	b := strings.TrimSuffix(strings.TrimRight(before, " "), ",")
	i := strings.LastIndexAny(b, ",.;:\n")
	chunk := strings.TrimSpace(b[i+1:])
	f := strings.Fields(chunk)
	if len(f) == 0 || len(f) > 4 || strings.ContainsAny(chunk, "0123456789") {
		return ""
	}
	if r := []rune(chunk); !unicode.IsUpper(r[0]) && !unicode.Is(unicode.Hebrew, r[0]) {
		return ""
	}
	return chunk + ", "
}

// tidyPlace trims a place and clips it.
func tidyPlace(p string) string {
	p = strings.Trim(strings.Join(strings.Fields(p), " "), " -–—:.,*_")
	if r := []rune(p); len(r) > 80 {
		p = strings.TrimSpace(string(r[:79])) + "…"
	}
	return p
}
