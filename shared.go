package memo

import (
	"math"
	"strconv"
	"strings"
)

// Shared is what a message carries besides its words: contact cards, a
// location pin, a reaction to an earlier message, and whether it was
// forwarded. A channel fills it from its own format; the turn reads it
// without a model call. The zero value is a plain message.
type Shared struct {
	// Contacts are the contact cards the message shares (one or several).
	Contacts []Card `json:"contacts,omitempty"`
	// Place is the location the message shares (a pin, or a live
	// location's first point).
	Place *Place `json:"place,omitempty"`
	// Reaction is set when the message is a reaction to an earlier one.
	Reaction *Reaction `json:"reaction,omitempty"`
	// Forwarded is true when the message was forwarded from another chat:
	// its text is content to read, not a request to run.
	Forwarded bool `json:"forwarded,omitempty"`
}

// Empty reports whether s carries nothing beyond the words.
func (s Shared) Empty() bool {
	return len(s.Contacts) == 0 && s.Place == nil && s.Reaction == nil && !s.Forwarded
}

// Card is a shared contact card.
type Card struct {
	// Name is the name shown on the card ("" when it has none).
	Name string `json:"name,omitempty"`
	// Phones and Emails are every number and address on the card, in
	// its order.
	Phones []string `json:"phones,omitempty"`
	Emails []string `json:"emails,omitempty"`
	// Org is the card's organisation, when it names one.
	Org string `json:"org,omitempty"`
}

// Place is a shared location.
type Place struct {
	// Lat and Lng are the point, in degrees.
	Lat float64 `json:"lat"`
	Lng float64 `json:"lng"`
	// Name and Address are what the sender's app attached ("" when the
	// pin is only a point).
	Name    string `json:"name,omitempty"`
	Address string `json:"address,omitempty"`
	// URL is a link the channel attached (a business's page), if any.
	URL string `json:"url,omitempty"`
	// Live is true for a live location's first point.
	Live bool `json:"live,omitempty"`
}

// Reaction is an emoji reaction to an earlier message.
type Reaction struct {
	// Emoji is the reaction; "" when a reaction was removed.
	Emoji string `json:"emoji,omitempty"`
	// MessageID is the id of the message reacted to.
	MessageID string `json:"message_id"`
}

// Link is the place's map link: the URL the channel attached, else a
// Google Maps link to the point, with six decimals (about 10 cm).
func (p Place) Link() string {
	if u := strings.TrimSpace(p.URL); strings.HasPrefix(u, "https://") {
		return u
	}
	return "https://maps.google.com/?q=" + strconv.FormatFloat(p.Lat, 'f', 6, 64) + "," + strconv.FormatFloat(p.Lng, 'f', 6, 64)
}

// Valid reports whether the point is on the globe.
func (p Place) Valid() bool {
	return !math.IsNaN(p.Lat) && !math.IsNaN(p.Lng) && p.Lat >= -90 && p.Lat <= 90 && p.Lng >= -180 && p.Lng <= 180
}
