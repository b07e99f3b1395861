import Foundation
import InterfaceBuilder

// Collection views in storyboards and xibs, as UIKit unarchives them: the layout under the
// `collectionViewLayout` key (a flow layout's metrics, or a layout class of the scene's), the
// prototype cells under `<cells>` and the header and footer prototypes under the
// `sectionHeaderView` and `sectionFooterView` keys. Prototypes are made anew, with their
// subviews and outlets, for each view the collection view needs beyond its reuse queues,
// under their reuse identifiers, with no `register` call.
extension UINibDecoder {
    /// The layout the element's `collectionViewLayout` key holds; nil when it has none.
    func collectionViewLayout() -> UICollectionViewLayout? {
        guard let element = element.child(key: "collectionViewLayout") else { return nil }
        guard let layout = loading.object(for: element) as? UICollectionViewLayout else {
            loading.warn(element, "the collection view's \(element["customClass"] ?? element.name) is not a UICollectionViewLayout; a flow layout is used")
            return nil
        }
        return layout
    }

    func decodeCollectionView(_ collectionView: UICollectionView) {
        let element = self.element
        let document = loading.document, storyboard = loading.storyboard, owner = loading.owner
        func prototype(_ prototype: IBElement) -> () -> UICollectionReusableView? {
            { [weak owner] in
                let load = NibLoading(document: document, storyboard: storyboard, owner: owner)
                let view = load.object(for: prototype) as? UICollectionReusableView
                load.finish()
                return view
            }
        }
        for cell in element.children(of: "cells") where cell.name == "collectionViewCell" {
            guard let identifier = cell["reuseIdentifier"] else {
                loading.warn(cell, "a prototype cell without a reuse identifier cannot be dequeued; left out")
                continue
            }
            collectionView.prototypes[identifier] = prototype(cell)
        }
        for (key, kind) in [("sectionHeaderView", UICollectionView.elementKindSectionHeader), ("sectionFooterView", UICollectionView.elementKindSectionFooter)] {
            guard let view = element.child(key: key) else { continue }
            guard let identifier = view["reuseIdentifier"] else {
                loading.warn(view, "a \(key) without a reuse identifier cannot be dequeued; left out")
                continue
            }
            collectionView.prototypes[kind + "/" + identifier] = prototype(view)
        }
        if let allows = element.flag("allowsSelection") { collectionView.allowsSelection = allows }
        if let allows = element.flag("allowsMultipleSelection") { collectionView.allowsMultipleSelection = allows }
    }

    /// A flow layout's metrics as Interface Builder writes them (`sectionInset` as minX, minY,
    /// maxX, maxY: left, top, right, bottom). An automatic estimated size lays cells out at the
    /// item size here, as the kit's self-sizing does without a cell that sizes itself.
    func decodeFlowLayout(_ layout: UICollectionViewFlowLayout) {
        let element = self.element
        if let spacing = element.number("minimumLineSpacing") { layout.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = element.number("minimumInteritemSpacing") { layout.minimumInteritemSpacing = CGFloat(spacing) }
        if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let size = size(key: "itemSize") { layout.itemSize = size }
        if let size = size(key: "estimatedItemSize"), size != .zero { layout.estimatedItemSize = size }
        if element.flag("automaticEstimatedItemSize") == true { layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        if let size = size(key: "headerReferenceSize") { layout.headerReferenceSize = size }
        if let size = size(key: "footerReferenceSize") { layout.footerReferenceSize = size }
        if let inset = element.child("inset", key: "sectionInset") {
            layout.sectionInset = UIEdgeInsets(
                top: CGFloat(inset.number("minY") ?? 0), left: CGFloat(inset.number("minX") ?? 0),
                bottom: CGFloat(inset.number("maxY") ?? 0), right: CGFloat(inset.number("maxX") ?? 0))
        }
        if element.flag("sectionHeadersPinToVisibleBounds") == true { layout.sectionHeadersPinToVisibleBounds = true }
        if element.flag("sectionFootersPinToVisibleBounds") == true { layout.sectionFootersPinToVisibleBounds = true }
    }

    /// A cell's content view (`<view key="contentView">`, `<collectionViewCellContentView>` in
    /// newer files): its colour, margins, constraints and subviews go to the cell's own.
    func decodeCollectionViewCell(_ cell: UICollectionViewCell) {
        guard let content = element.child(key: "contentView") else { return }
        loading.give(cell.contentView, for: content, connectingItsOwn: false)
        if let color = UINibDecoder(element: content, loading: loading).color(key: "backgroundColor") {
            cell.contentView.backgroundColor = color
        }
        if content.child("constraints") != nil { loading.constraintHolders.append((content, cell.contentView)) }
        for guide in content.children where guide.name == "viewLayoutGuide" {
            guard let id = guide.id else { continue }
            if guide.key == "layoutMargins" { loading.guides[id] = (cell.contentView.layoutMarginsGuide, [:]) }
            if guide.key == "safeArea" { loading.guides[id] = (cell.contentView.safeAreaLayoutGuide, [:]) }
        }
        if let frame = content.child("rect", key: "frame").flatMap(Self.rect) { cell.contentView.frame = frame }
        for child in content.children(of: "subviews") {
            if let subview = loading.object(for: child) as? UIView { cell.contentView.addSubview(subview) }
        }
    }

    private func size(key: String) -> CGSize? {
        guard let size = element.child("size", key: key), let width = size.number("width"), let height = size.number("height") else { return nil }
        return CGSize(width: width, height: height)
    }
}
