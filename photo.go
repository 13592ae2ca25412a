package memo

// Attachment is a photo or a document (a PDF) a message carries, for the
// model to read. The channel fetches it for the turn only and puts it on
// Inbound.Attachment before the turn runs; nothing stores it, so a
// message replayed after a restart fetches it again.
type Attachment struct {
	// Mime is the file's type as read from its bytes ("image/jpeg",
	// "image/png", "image/webp", "application/pdf").
	Mime string
	// Name is the file's name, when the channel gives one.
	Name string
	// Data is the file.
	Data []byte
}

// PDF reports whether the attachment is a PDF document.
func (a Attachment) PDF() bool { return a.Mime == "application/pdf" }

// ReasonPhotoSave confirms saving what a photo (or a document) showed, the
// step's draft: a note, a task or reminder, or a contact. Yes runs the
// step, no drops it. (An event a photo shows is offered as a forwarded
// appointment is, ReasonForwardEvent.)
const ReasonPhotoSave PendingReason = "photo_save"

// Reasons a photo turn answers with a general step.
const (
	// ReasonPhotoEmpty: the model read the photo and found nothing to
	// save; GeneralArgs.Text says what it saw.
	ReasonPhotoEmpty UnknownReason = "photo_empty"
	// ReasonPhotoOff: no model is configured to read photos.
	ReasonPhotoOff UnknownReason = "photo_off"
)
