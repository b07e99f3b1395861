import Foundation

/// What a collection view asks its data source: how many sections and items, and the cell (or
/// header, footer) for each. The optional methods of UIKit's protocol have defaults here.
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// Return a cell from ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Asked for every supplementary view the layout places (a flow layout's headers and
    /// footers of non-zero reference size). As in UIKit, a layout that places one for a data
    /// source that does not answer this is a fatal error.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        fatalError("the collection view's data source did not return a valid supplementary view of kind \(kind) at \(indexPath): implement collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
