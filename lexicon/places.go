package lexicon

import (
	"strings"
)

// PlaceZone is the time zone (an IANA name) of a place people say they
// are in or want the time of: a city or a country with one zone, in
// English or in Hebrew, with or without "the", a Hebrew prefix letter or
// "time" ("London", "לונדון", "בלונדון", "New York time", "שעון ניו יורק").
// A country of several zones (the US, Russia, Brazil…) is not a place of
// one time: ok is false, and so it is for anything else it does not know.
func PlaceZone(place string) (zone string, ok bool) {
	_, zone, ok = placeKey(place)
	return zone, ok
}

// PlaceName is the place as PlaceZone knows it, without the words around
// it ("the", "time", a Hebrew prefix letter), English names capitalised:
// "new york time" is "New York", "בלונדון" is "לונדון".
func PlaceName(place string) (name string, ok bool) {
	key, _, ok := placeKey(place)
	if !ok {
		return "", false
	}
	words := strings.Fields(key)
	for i, w := range words {
		if r := []rune(w); r[0] >= 'a' && r[0] <= 'z' {
			words[i] = strings.ToUpper(string(r[0])) + string(r[1:])
		}
	}
	return strings.Join(words, " "), true
}

// placeKey finds place in the table: its key there and its zone.
func placeKey(place string) (key, zone string, ok bool) {
	p := strings.ToLower(strings.Join(strings.Fields(strings.Trim(place, " .,!?\"'“”„")), " "))
	for _, cut := range []string{"the ", "שעון ", "לשעון ", "בשעון "} {
		p = strings.TrimPrefix(p, cut)
	}
	for _, cut := range []string{" time", " timezone", " time zone", " hours"} {
		p = strings.TrimSuffix(p, cut)
	}
	if z, ok := places[p]; ok {
		return p, z, true
	}
	// A Hebrew place with a prefix letter: "בלונדון", "לניו יורק", "מפריז".
	if r := []rune(p); len(r) > 2 && strings.ContainsRune("בלמה", r[0]) {
		if z, ok := places[string(r[1:])]; ok {
			return string(r[1:]), z, true
		}
	}
	return "", "", false
}

// places maps place names to zones. Each line is a zone and the names of
// the places in it.
var places = func() map[string]string {
	m := map[string]string{}
	for _, line := range strings.Split(placeTable, "\n") {
		zone, names, ok := strings.Cut(line, ":")
		if !ok {
			continue
		}
		for _, n := range strings.Split(names, ",") {
			if n = strings.TrimSpace(n); n != "" {
				m[n] = strings.TrimSpace(zone)
			}
		}
	}
	return m
}()

// placeTable is the places Memo knows the time of: capitals, the cities
// people travel to from Israel most, and countries of one zone.
const placeTable = `
Asia/Jerusalem: israel, jerusalem, tel aviv, haifa, eilat, beer sheva, ישראל, ירושלים, תל אביב, חיפה, אילת, באר שבע
Europe/London: london, uk, england, britain, great britain, united kingdom, manchester, edinburgh, scotland, לונדון, אנגליה, בריטניה, מנצ'סטר, סקוטלנד
Europe/Dublin: dublin, ireland, דבלין, אירלנד
Europe/Lisbon: lisbon, portugal, porto, ליסבון, פורטוגל, פורטו
Europe/Paris: paris, france, nice, lyon, marseille, פריז, פריס, צרפת, ניס, ליון, מרסיי
Europe/Madrid: madrid, spain, barcelona, מדריד, ספרד, ברצלונה
Europe/Rome: rome, italy, milan, venice, florence, naples, רומא, איטליה, מילאנו, ונציה, פירנצה, נאפולי
Europe/Berlin: berlin, germany, munich, frankfurt, hamburg, ברלין, גרמניה, מינכן, פרנקפורט, המבורג
Europe/Amsterdam: amsterdam, netherlands, holland, אמסטרדם, הולנד
Europe/Brussels: brussels, belgium, בריסל, בלגיה
Europe/Zurich: zurich, geneva, switzerland, ציריך, ז'נבה, שוויץ
Europe/Vienna: vienna, austria, וינה, אוסטריה
Europe/Prague: prague, czech republic, czechia, פראג, צ'כיה
Europe/Budapest: budapest, hungary, בודפשט, הונגריה
Europe/Warsaw: warsaw, krakow, poland, ורשה, קרקוב, פולין
Europe/Copenhagen: copenhagen, denmark, קופנהגן, דנמרק
Europe/Stockholm: stockholm, sweden, שטוקהולם, שוודיה
Europe/Oslo: oslo, norway, אוסלו, נורווגיה
Europe/Helsinki: helsinki, finland, הלסינקי, פינלנד
Europe/Athens: athens, greece, thessaloniki, crete, rhodes, אתונה, יוון, סלוניקי, כרתים, רודוס
Asia/Nicosia: cyprus, nicosia, larnaca, limassol, paphos, קפריסין, לרנקה, לימסול, פאפוס
Europe/Bucharest: bucharest, romania, בוקרשט, רומניה
Europe/Sofia: sofia, bulgaria, סופיה, בולגריה
Europe/Belgrade: belgrade, serbia, בלגרד, סרביה
Europe/Zagreb: zagreb, croatia, זאגרב, קרואטיה
Europe/Istanbul: istanbul, turkey, ankara, antalya, איסטנבול, טורקיה, אנקרה, אנטליה
Europe/Kiev: kyiv, kiev, ukraine, odessa, קייב, אוקראינה, אודסה
Europe/Moscow: moscow, st petersburg, saint petersburg, מוסקבה, סנט פטרסבורג
Asia/Tbilisi: tbilisi, טביליסי, גאורגיה
Asia/Dubai: dubai, abu dhabi, uae, united arab emirates, דובאי, אבו דאבי, איחוד האמירויות
Africa/Cairo: cairo, egypt, sinai, sharm, קהיר, מצרים, סיני, שארם
Asia/Amman: amman, jordan, petra, aqaba, עמאן, ירדן, פטרה, עקבה
Africa/Casablanca: morocco, marrakesh, marrakech, casablanca, מרוקו, מרקש, קזבלנקה
Asia/Kolkata: india, delhi, new delhi, mumbai, goa, bangalore, הודו, דלהי, מומבאי, גואה
Asia/Kathmandu: nepal, kathmandu, נפאל, קטמנדו
Asia/Bangkok: bangkok, thailand, koh phangan, koh samui, phuket, בנגקוק, תאילנד, קו פנגן, קו סמוי, פוקט
Asia/Ho_Chi_Minh: vietnam, hanoi, ho chi minh city, saigon, וייטנאם, האנוי, סייגון
Asia/Singapore: singapore, סינגפור
Asia/Hong_Kong: hong kong, הונג קונג
Asia/Shanghai: china, beijing, shanghai, סין, בייג'ינג, שנגחאי
Asia/Tokyo: tokyo, japan, kyoto, osaka, טוקיו, יפן, קיוטו, אוסקה
Asia/Seoul: seoul, south korea, korea, סיאול, קוריאה
Asia/Manila: manila, philippines, מנילה, הפיליפינים
Australia/Sydney: sydney, סידני
Australia/Melbourne: melbourne, מלבורן
Pacific/Auckland: new zealand, auckland, wellington, ניו זילנד, אוקלנד
America/New_York: new york, nyc, ny, boston, washington, washington dc, dc, miami, philadelphia, atlanta, toronto, montreal, orlando, ניו יורק, בוסטון, וושינגטון, מיאמי, פילדלפיה, אטלנטה, טורונטו, מונטריאול, אורלנדו
America/Chicago: chicago, texas, houston, dallas, austin, new orleans, שיקגו, טקסס, יוסטון, דאלאס, אוסטין, ניו אורלינס
America/Denver: denver, colorado, דנבר, קולורדו
America/Phoenix: phoenix, arizona, פיניקס, אריזונה
America/Los_Angeles: los angeles, la, san francisco, sf, seattle, las vegas, vegas, california, silicon valley, vancouver, לוס אנג'לס, סן פרנסיסקו, סיאטל, לאס וגאס, קליפורניה, עמק הסיליקון, ונקובר
America/Mexico_City: mexico city, mexico, מקסיקו סיטי, מקסיקו
America/Cancun: cancun, קנקון
America/Bogota: colombia, bogota, קולומביה, בוגוטה
America/Lima: peru, lima, cusco, פרו, לימה, קוסקו
America/Santiago: chile, santiago, צ'ילה, סנטיאגו
America/Argentina/Buenos_Aires: argentina, buenos aires, ארגנטינה, בואנוס איירס
America/Sao_Paulo: sao paulo, rio, rio de janeiro, סאו פאולו, ריו, ריו דה ז'ניירו
Africa/Johannesburg: south africa, johannesburg, cape town, דרום אפריקה, יוהנסבורג, קייפטאון
Africa/Nairobi: kenya, nairobi, קניה, ניירובי
Africa/Addis_Ababa: ethiopia, addis ababa, אתיופיה, אדיס אבבה
UTC: utc, gmt
`

// PlaceZones returns every zone a place is known in (for tests and tools).
func PlaceZones() []string {
	seen := map[string]bool{}
	var out []string
	for _, z := range places {
		if !seen[z] {
			seen[z] = true
			out = append(out, z)
		}
	}
	return out
}
