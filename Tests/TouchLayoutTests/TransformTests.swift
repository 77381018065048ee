import Foundation
import Testing
import TouchKit

@testable import TouchLayout

/// `transform:` scales, then rotates, then translates points, about the view's centre.
struct TransformTests {
  private func view(transform: String) throws -> View {
    let layout = try loadLayout(
      oneWindow("      - {id: card, frame: [100, 100, 40, 20], transform: \(transform)}\n"))
    return try #require(layout.view("card"))
  }

  // Reference §1: conversion undoes center and transform (about the anchor, the centre).
  @Test func rotationOf90DegreesTurnsClockwiseOnScreen() throws {
    let card = try view(transform: "{rotate: 90}")
    // The centre stays put; the local top-right corner (w, 0), 20 pt right of and 10 pt above
    // the centre, turns clockwise to 10 pt right of and 20 pt below it.
    #expect(isClose(card.convertToSuperview(CGPoint(x: 40, y: 0)), CGPoint(x: 130, y: 130)))
    #expect(isClose(card.convertToSuperview(CGPoint(x: 20, y: 10)), CGPoint(x: 120, y: 110)))
  }

  @Test func scaleThenRotateThenTranslate() throws {
    let card = try view(transform: "{scale: [2, 3], rotate: 90, translate: [5, -7]}")
    // (w, 0) is (20, -10) from the centre; scaled (40, -30); rotated (30, 40); translated (35, 33).
    #expect(isClose(card.convertToSuperview(CGPoint(x: 40, y: 0)), CGPoint(x: 155, y: 143)))
    // And hit testing inverts it exactly.
    #expect(isClose(card.convertFromSuperview(CGPoint(x: 155, y: 143)), CGPoint(x: 40, y: 0)))
  }

  @Test func uniformScaleAndTranslateOnly() throws {
    let card = try view(transform: "{scale: 2, translate: [10, 0]}")
    #expect(card.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    // The frame is then derived from the transform: twice the size about the centre, shifted.
    #expect(card.frame == CGRect(x: 90, y: 90, width: 80, height: 40))
  }

  @Test func transformComesAfterBoundsOrigin() throws {
    let layout = try loadLayout(
      oneWindow("      - {id: card, frame: [0, 0, 40, 20], boundsOrigin: [5, 5], transform: {scale: 2}}\n"))
    let card = try #require(layout.view("card"))
    #expect(card.bounds == CGRect(x: 5, y: 5, width: 40, height: 20))
    #expect(card.center == CGPoint(x: 20, y: 10))
    #expect(card.transform == CGAffineTransform(scaleX: 2, y: 2))
  }
}
