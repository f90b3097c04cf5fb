module github.com/argot-nlp/argot

go 1.26.0

require (
	github.com/RoaringBitmap/roaring/v2 v2.30.0
	github.com/klauspost/compress v1.20.3
	golang.org/x/text v0.43.0
)

require (
	github.com/bits-and-blooms/bitset v1.24.4 // indirect
	github.com/mschoch/smat v0.2.0 // indirect
	golang.org/x/sys v0.48.0 // indirect
)
